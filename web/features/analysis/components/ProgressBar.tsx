import { cn } from '@/components/ui/cn';

interface ProgressBarProps {
  /** 0-100. */
  value: number;
  label: string;
  className?: string;
  testId?: string;
}

/** A labelled progress bar; screen readers get its value from the progressbar role. */
export function ProgressBar({ value, label, className, testId }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid={testId}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

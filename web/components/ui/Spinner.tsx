import { cn } from './cn';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

interface SpinnerProps {
  /** Accessible label; without one the spinner is decorative (e.g. inside a labelled button). */
  label?: string;
  size?: keyof typeof sizes;
  className?: string;
}

export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const icon = (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={cn('animate-spin', sizes[size], className)}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return icon;
  return (
    <span role="status" aria-label={label} className="inline-flex">
      {icon}
    </span>
  );
}

/** A centred spinner with visible text, for a whole page that is waiting. */
export function FullPageSpinner({ label, testId }: { label: string; testId?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      aria-live="polite"
      data-testid={testId}
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-slate-600"
    >
      <Spinner size="lg" className="text-brand-600" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}

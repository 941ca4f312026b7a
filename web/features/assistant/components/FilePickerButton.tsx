import type { ChangeEvent, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

interface FilePickerButtonProps {
  children: ReactNode;
  accept: string;
  multiple?: boolean;
  /** The picked files; the input is emptied after, so the same file can be picked again. */
  onPick: (files: File[]) => void;
  disabled?: boolean;
  describedBy?: string;
  testId: string;
  className?: string;
}

/** A button that is the label of its own file input: the input keeps the focus and the keyboard. */
export function FilePickerButton({
  children,
  accept,
  multiple = true,
  onPick,
  disabled = false,
  describedBy,
  testId,
  className,
}: FilePickerButtonProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };
  return (
    <label
      className={cn(
        'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm',
        'focus-within:ring-2 focus-within:ring-brand-500 focus-within:ring-offset-2 hover:bg-slate-50',
        'has-disabled:cursor-not-allowed has-disabled:opacity-60',
        className,
      )}
    >
      <input
        type="file"
        multiple={multiple}
        accept={accept}
        onChange={onChange}
        disabled={disabled}
        aria-describedby={describedBy}
        className="sr-only"
        data-testid={testId}
      />
      {children}
    </label>
  );
}

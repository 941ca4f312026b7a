import { useId, type ComponentProps } from 'react';
import { cn } from './cn';

export interface SelectProps extends ComponentProps<'select'> {
  label: string;
  /** A message shown under the field; marks the field invalid. */
  error?: string;
}

/** A labelled native select (the phone's own picker on mobile), styled like Input. */
export function Select({ label, error, id, className, children, ...props }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'block h-11 w-full appearance-none rounded-lg border bg-white pr-10 pl-3 text-base text-slate-900 shadow-sm sm:text-sm',
            'focus:ring-2 focus:outline-none disabled:bg-slate-100',
            error
              ? 'border-red-500 focus:border-red-500 focus:ring-red-200'
              : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
            className,
          )}
          {...props}
        >
          {children}
        </select>
        <SelectChevron />
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function SelectChevron({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      className={cn(
        'pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500',
        className,
      )}
    >
      <path d="m5 7.5 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

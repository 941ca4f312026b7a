import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

export interface InputProps extends ComponentProps<'input'> {
  label: string;
  /** A message shown under the field; marks the field invalid. */
  error?: string;
  /** Content placed inside the field on the right (e.g. a show/hide button). */
  endAdornment?: ReactNode;
}

export function Input({ label, error, endAdornment, id, className, ...props }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
            'placeholder:text-slate-400 focus:ring-2 focus:outline-none disabled:bg-slate-100',
            error
              ? 'border-red-500 focus:border-red-500 focus:ring-red-200'
              : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
            endAdornment ? 'pr-11' : undefined,
            className,
          )}
          {...props}
        />
        {endAdornment && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { Field, fieldBorderClasses } from './Field';

export interface InputProps extends ComponentProps<'input'> {
  label: string;
  /** A message shown under the field; marks the field invalid. */
  error?: string;
  /** Content placed inside the field on the right (e.g. a show/hide button). */
  endAdornment?: ReactNode;
}

export function Input({ label, error, endAdornment, id, className, ...props }: InputProps) {
  return (
    <Field label={label} error={error} id={id}>
      {(control) => (
        <>
          <input
            {...control}
            className={cn(
              'block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
              'placeholder:text-slate-400 focus:ring-2 focus:outline-none disabled:bg-slate-100',
              fieldBorderClasses(error),
              endAdornment ? 'pr-11' : undefined,
              className,
            )}
            {...props}
          />
          {endAdornment && (
            <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div>
          )}
        </>
      )}
    </Field>
  );
}

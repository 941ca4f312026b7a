import type { ComponentProps } from 'react';
import { cn } from './cn';
import { Field, fieldBorderClasses } from './Field';

export interface SelectProps extends ComponentProps<'select'> {
  label: string;
  /** A message shown under the field; marks the field invalid. */
  error?: string;
}

/** A labelled native select (the phone's own picker on mobile), styled like Input. */
export function Select({ label, error, id, className, children, ...props }: SelectProps) {
  return (
    <Field label={label} error={error} id={id}>
      {(control) => (
        <>
          <select
            {...control}
            className={cn(
              'block h-11 w-full appearance-none rounded-lg border bg-white pr-10 pl-3 text-base text-slate-900 shadow-sm sm:text-sm',
              'focus:ring-2 focus:outline-none disabled:bg-slate-100',
              fieldBorderClasses(error),
              className,
            )}
            {...props}
          >
            {children}
          </select>
          <SelectChevron />
        </>
      )}
    </Field>
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

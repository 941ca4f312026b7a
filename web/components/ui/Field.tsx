import { useId, type ReactNode } from 'react';

/** What a Field hands its control: the id its label points at, and the invalid mark. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  /** A message shown under the control; marks the control invalid. */
  error?: string;
  /** The control's id; one is generated when none is given. */
  id?: string;
  /** The control (and anything placed over it), given the props that tie it to the label and message. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, control and error message of one form field (Input, Select). */
export function Field({ label, error, id, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        {children({
          id: controlId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The border of a control, red while it shows an error. */
export function fieldBorderClasses(error: string | undefined): string {
  return error
    ? 'border-red-500 focus:border-red-500 focus:ring-red-200'
    : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100';
}

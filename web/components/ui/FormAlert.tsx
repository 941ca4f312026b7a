import { Children, type ReactNode } from 'react';
import { cn } from './cn';

interface FormAlertProps {
  id?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * A form-level problem (e.g. "fill in all fields", a server refusal), announced when it
 * appears; nothing is rendered while every child is empty (false, null).
 */
export function FormAlert({ id, children, className }: FormAlertProps) {
  if (Children.toArray(children).length === 0) return null;
  return (
    <div
      id={id}
      role="alert"
      className={cn(
        'flex gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="mt-0.5 size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <circle cx="10" cy="10" r="8" />
        <path d="M10 6v4.5M10 13.5v.01" strokeLinecap="round" />
      </svg>
      <div className="grid gap-1">{children}</div>
    </div>
  );
}

import { Field, fieldBorderClasses } from '@/components/ui/Field';
import { cn } from '@/components/ui/cn';

/** A labelled multi-line field, styled like Input. */
export function TextArea({
  label,
  value,
  onChange,
  error,
  maxLength,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength?: number;
  testId?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <textarea
          {...control}
          value={value}
          maxLength={maxLength}
          rows={3}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm',
            'focus:ring-2 focus:outline-none',
            fieldBorderClasses(error),
          )}
        />
      )}
    </Field>
  );
}

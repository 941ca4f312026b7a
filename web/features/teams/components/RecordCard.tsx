import type { ReactNode } from 'react';

interface RecordField {
  label: string;
  value: ReactNode;
  testId?: string;
}

interface RecordCardProps {
  title: string;
  subtitle?: string;
  fields: RecordField[];
  /** Buttons for this person or code; none when the caller may not act on it. */
  actions?: ReactNode;
  testId?: string;
  status?: string;
}

/**
 * One member, invitation or visitor code: a card whose fields carry their own labels, so it reads
 * the same on a 390 px phone (stacked) as on a desktop (in a row), and to a screen reader.
 */
export function RecordCard({ title, subtitle, fields, actions, testId, status }: RecordCardProps) {
  return (
    <li
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-[minmax(0,14rem)_1fr_auto] lg:items-center lg:gap-6"
      data-testid={testId}
      data-status={status}
    >
      <div className="grid min-w-0 gap-0.5">
        <p className="font-semibold break-words text-slate-900">{title}</p>
        {/* An account named by its address is not named twice. */}
        {subtitle && subtitle !== title && <p className="text-sm break-all text-slate-600">{subtitle}</p>}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {fields.map((field) => (
          <div key={field.label} className="grid min-w-0 gap-0.5">
            <dt className="text-xs font-medium text-slate-500">{field.label}</dt>
            <dd className="break-words text-slate-900" data-testid={field.testId}>
              {field.value}
            </dd>
          </div>
        ))}
      </dl>
      {actions && <div className="flex flex-wrap items-end gap-2 lg:justify-end">{actions}</div>}
    </li>
  );
}

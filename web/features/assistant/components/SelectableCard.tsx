import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

interface SelectableCardProps {
  title: ReactNode;
  /** The accessible name of the checkbox ("Select “lockout.pdf”"). */
  selectLabel: string;
  selected: boolean;
  onToggle: () => void;
  /** Facts under the title (date, size, status…). */
  children?: ReactNode;
  /** Buttons for this item (open, download, delete). */
  actions: ReactNode;
  testId: string;
  id: string;
}

/** One item of a tab: a checkbox with a 44 px target, what the item is, and its own actions. */
export function SelectableCard({
  title,
  selectLabel,
  selected,
  onToggle,
  children,
  actions,
  testId,
  id,
}: SelectableCardProps) {
  return (
    <li data-testid={testId} data-id={id} data-selected={selected || undefined}>
      <article
        className={cn(
          'flex flex-col gap-2 rounded-xl border bg-white p-2 sm:flex-row sm:items-start sm:gap-3',
          selected ? 'border-brand-300 ring-1 ring-brand-200' : 'border-slate-200',
        )}
      >
        <div className="flex min-w-0 flex-1 items-start gap-1">
          <label className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center">
            <input
              type="checkbox"
              checked={selected}
              onChange={onToggle}
              aria-label={selectLabel}
              className="size-5 rounded border-slate-300 accent-brand-700"
              data-testid="item-checkbox"
            />
          </label>
          <div className="grid min-w-0 flex-1 gap-1 py-2.5">
            <h3 className="text-sm font-semibold break-words text-slate-900">{title}</h3>
            {children}
          </div>
        </div>
        <div className="flex flex-wrap justify-end gap-1 sm:shrink-0 sm:py-1">{actions}</div>
      </article>
    </li>
  );
}

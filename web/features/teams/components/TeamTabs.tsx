import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

interface TabEntry<T extends string> {
  id: T;
  label: string;
}

interface TeamTabsProps<T extends string> {
  tabs: readonly TabEntry<T>[];
  current: T;
  onSelect: (id: T) => void;
  /** The accessible name of the tab list. */
  label: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

const tabId = (id: string) => `team-tab-${id}`;
const panelId = (id: string) => `team-panel-${id}`;

/**
 * The ARIA tabs pattern: one tab stop for the list, arrow keys (and Home, End) move between tabs
 * and show them; only the selected panel is in the page. On a phone the list scrolls sideways.
 */
export function TeamTabs<T extends string>({ tabs, current, onSelect, label, children }: TeamTabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  // On a phone the list scrolls sideways: the selected tab (from the address, or the keys) is brought into view.
  useEffect(() => {
    listRef.current
      ?.querySelector(`#${tabId(current)}`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next]!;
    onSelect(target.id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${tabId(target.id)}`)?.focus();
  };

  return (
    <div className="grid gap-6">
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
      >
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId(tab.id) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
              data-testid={`team-tab-${tab.id}`}
              className={cn(
                '-mb-px min-h-11 shrink-0 border-b-2 px-3 text-sm font-semibold whitespace-nowrap focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                selected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(current)}
        aria-labelledby={tabId(current)}
        tabIndex={0}
        className="rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-4 focus-visible:outline-none"
      >
        {children}
      </div>
    </div>
  );
}

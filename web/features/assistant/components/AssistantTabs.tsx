import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { ASSISTANT_TABS, type AssistantTab } from '../assistant-tabs';

const tabId = (id: AssistantTab) => `assistant-tab-${id}`;
const panelId = (id: AssistantTab) => `assistant-panel-${id}`;

interface AssistantTabsProps {
  current: AssistantTab;
  onSelect: (tab: AssistantTab) => void;
  /** How many items each tab lists (shown beside its name once known). */
  counts: Partial<Record<AssistantTab, number>>;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * The library's four tabs in the ARIA tabs pattern: one tab stop for the list, arrow keys (and
 * Home, End) move between tabs and show them; only the selected panel is in the page. On a phone
 * the list scrolls sideways.
 */
export function AssistantTabs({ current, onSelect, counts, children }: AssistantTabsProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = ASSISTANT_TABS.indexOf(current);
    const last = ASSISTANT_TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = ASSISTANT_TABS[next]!;
    onSelect(target);
    listRef.current?.querySelector<HTMLButtonElement>(`#${tabId(target)}`)?.focus();
  };

  return (
    <div className="grid gap-4">
      <div
        ref={listRef}
        role="tablist"
        aria-label={t('assistant.tabs.label')}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
      >
        {ASSISTANT_TABS.map((tab) => {
          const selected = tab === current;
          const count = counts[tab];
          return (
            <button
              key={tab}
              id={tabId(tab)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId(tab) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab)}
              onKeyDown={onKeyDown}
              data-testid={`assistant-tab-${tab}`}
              className={cn(
                '-mb-px min-h-11 shrink-0 border-b-2 px-3 text-sm font-semibold whitespace-nowrap focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                selected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {t(`assistant.tabs.${tab}`)}
              {count !== undefined && <span className="ml-1.5 text-slate-500">({count})</span>}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(current)}
        aria-labelledby={tabId(current)}
        tabIndex={0}
        data-testid={`assistant-panel-${current}`}
        className="rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-4 focus-visible:outline-none"
      >
        {children}
      </div>
    </div>
  );
}

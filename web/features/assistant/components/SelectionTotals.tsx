import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { formatCount } from '@/features/analysis';
import { ASSISTANT_TABS, type AssistantTab } from '../assistant-tabs';

interface SelectionTotalsProps {
  counts: Record<AssistantTab, number>;
  onClearAll: () => void;
  language: string;
}

/** The ticks of every tab and their total (spec 2.4), with Clear All, which unticks them all. */
export function SelectionTotals({ counts, onClearAll, language }: SelectionTotalsProps) {
  const { t } = useTranslation();
  const total = ASSISTANT_TABS.reduce((sum, tab) => sum + counts[tab], 0);
  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white px-4 py-3"
      data-testid="selection-totals"
    >
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {ASSISTANT_TABS.map((tab) => (
          <div key={tab} className="flex gap-1">
            <dt className="text-slate-600">
              {t('assistant.totals.label', { label: t(`assistant.tabs.${tab}`) })}
            </dt>
            <dd className="font-semibold text-slate-900" data-testid={`selected-${tab}`}>
              {formatCount(counts[tab], language)}
            </dd>
          </div>
        ))}
        <div className="flex gap-1">
          <dt className="font-semibold text-slate-900">
            {t('assistant.totals.label', { label: t('assistant.totals.total') })}
          </dt>
          <dd className="font-bold text-brand-800" data-testid="selected-total">
            {formatCount(total, language)}
          </dd>
        </div>
      </dl>
      <Button
        variant="secondary"
        size="sm"
        onClick={onClearAll}
        disabled={total === 0}
        className="sm:ml-auto"
        data-testid="clear-all"
      >
        {t('assistant.totals.clearAll')}
      </Button>
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { hasFilters, isReversedRange, type HistoryFilterName, type HistoryFilters } from '../history-filters';
import { useDebouncedText } from '../use-history-filters';

interface HistoryFilterBarProps {
  filters: HistoryFilters;
  onChange: (name: HistoryFilterName, value: string) => void;
  onClear: () => void;
}

/** Search text, client and date range; the list follows as the adviser types. */
export function HistoryFilterBar({ filters, onChange, onClear }: HistoryFilterBarProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [text, setText] = useDebouncedText(filters.q, (value) => onChange('q', value));
  const [client, setClient] = useDebouncedText(filters.client, (value) => onChange('client', value));
  const reversed = isReversedRange(filters);
  return (
    <search
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="sr-only">
        {t('history.filters.heading')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr]">
        <Input
          type="search"
          label={t('history.filters.text')}
          placeholder={t('history.filters.textPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={200}
          data-testid="history-filter-text"
        />
        <Input
          label={t('history.filters.client')}
          value={client}
          onChange={(event) => setClient(event.target.value)}
          maxLength={200}
          autoComplete="off"
          data-testid="history-filter-client"
        />
        <Input
          type="date"
          label={t('history.filters.from')}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange('from', event.target.value)}
          data-testid="history-filter-from"
        />
        <Input
          type="date"
          label={t('history.filters.to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange('to', event.target.value)}
          error={reversed ? t('history.filters.reversedRange') : undefined}
          data-testid="history-filter-to"
        />
      </div>
      {hasFilters(filters) && (
        <Button variant="ghost" size="sm" onClick={onClear} className="justify-self-start">
          {t('history.filters.clear')}
        </Button>
      )}
    </search>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RISK_LEVELS } from '#shared/schemas/analysis';
import { CANADIAN_JURISDICTION_CODES, jurisdictionName } from '#shared/taxonomy';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { useDebouncedText } from '@/features/analysis';
import type { AuthorChoice } from '../report-authors';
import {
  endsBeforeStart,
  hasReportFilters,
  type ReportFilterName,
  type ReportFilters,
} from '../report-filters';

interface ReportFilterBarProps {
  filters: ReportFilters;
  authors: readonly AuthorChoice[];
  language: string;
  onChange: (name: ReportFilterName, value: string) => void;
  onClear: () => void;
}

/** Search text, author, dates, jurisdiction and highest level; the list follows as they change. */
export function ReportFilterBar({ filters, authors, language, onChange, onClear }: ReportFilterBarProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [text, setText] = useDebouncedText(filters.q, (value) => onChange('q', value));
  const reversed = endsBeforeStart(filters);
  // An author chosen through the address but not seen yet still shows as chosen.
  const unknownAuthor = filters.author !== '' && !authors.some((author) => author.id === filters.author);
  return (
    <search
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h3 id={headingId} className="sr-only">
        {t('dashboard.filters.heading')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Input
          type="search"
          label={t('history.filters.text')}
          placeholder={t('history.filters.textPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={200}
          data-testid="reports-filter-text"
        />
        <Select
          label={t('dashboard.filters.author')}
          value={filters.author}
          onChange={(event) => onChange('author', event.target.value)}
          data-testid="reports-filter-author"
        >
          <option value="">{t('dashboard.filters.allAuthors')}</option>
          {unknownAuthor && <option value={filters.author}>{t('dashboard.filters.chosenAuthor')}</option>}
          {authors.map((author) => (
            <option key={author.id} value={author.id}>
              {author.name}
            </option>
          ))}
        </Select>
        <Select
          label={t('dashboard.filters.jurisdiction')}
          value={filters.jurisdiction}
          onChange={(event) => onChange('jurisdiction', event.target.value)}
          data-testid="reports-filter-jurisdiction"
        >
          <option value="">{t('dashboard.filters.allJurisdictions')}</option>
          {CANADIAN_JURISDICTION_CODES.map((code) => (
            <option key={code} value={code}>
              {jurisdictionName(code, language) ?? code}
            </option>
          ))}
        </Select>
        <Input
          type="date"
          label={t('history.filters.from')}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange('from', event.target.value)}
          data-testid="reports-filter-from"
        />
        <Input
          type="date"
          label={t('history.filters.to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange('to', event.target.value)}
          error={reversed ? t('history.filters.reversedRange') : undefined}
          data-testid="reports-filter-to"
        />
        <Select
          label={t('dashboard.filters.level')}
          value={filters.level}
          onChange={(event) => onChange('level', event.target.value)}
          data-testid="reports-filter-level"
        >
          <option value="">{t('dashboard.filters.allLevels')}</option>
          {[...RISK_LEVELS].reverse().map((level) => (
            <option key={level} value={level}>
              {t(`risk.${level}`)}
            </option>
          ))}
        </Select>
      </div>
      {hasReportFilters(filters) && (
        <Button variant="ghost" size="sm" onClick={onClear} className="justify-self-start">
          {t('history.filters.clear')}
        </Button>
      )}
    </search>
  );
}

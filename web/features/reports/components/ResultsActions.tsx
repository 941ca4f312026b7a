import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { cn } from '@/components/ui/cn';
import { LANGUAGES, isLanguage, type Language } from '#shared/languages';

interface ResultsActionsProps {
  selectedCount: number;
  downloading: boolean;
  printing: boolean;
  onDownload: () => void;
  onPrint: () => void;
  onEmail: () => void;
  /** The report's language (the analysis's by default; the interface keeps its own). */
  language: Language;
  onLanguageChange: (language: Language) => void;
  onOffice: (format: 'docx' | 'xlsx') => void;
  office: 'docx' | 'xlsx' | null;
  className?: string;
}

/**
 * A short label on phones, where three buttons share one row; the full one from the small
 * breakpoint up. The accessible name is always the full label, which contains the short one.
 */
function Label({ short, full }: { short: string; full: string }) {
  return (
    <>
      <span aria-hidden="true" className="sm:hidden">
        {short}
      </span>
      <span className="sr-only sm:not-sr-only">{full}</span>
    </>
  );
}

/**
 * Download, e-mail and print of the report for the selected risks. On phones it sticks to
 * the bottom of the screen (placed last, so at the end of the page it covers nothing); from
 * the small breakpoint up it sits in the page header. With no risk selected the three are
 * disabled and a line says why.
 */
export function ResultsActions({
  selectedCount,
  downloading,
  printing,
  onDownload,
  onPrint,
  onEmail,
  language,
  onLanguageChange,
  onOffice,
  office,
  className,
}: ResultsActionsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const none = selectedCount === 0;
  const describedBy = none ? hintId : undefined;
  return (
    <div
      role="toolbar"
      aria-label={t('report.actions.toolbar')}
      data-testid="report-actions"
      className={cn(
        'sticky bottom-0 z-10 -mx-4 grid gap-2 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.15)] backdrop-blur',
        'sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none sm:backdrop-blur-none',
        className,
      )}
    >
      <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:justify-end">
        <Button
          data-testid="download-pdf"
          onClick={onDownload}
          disabled={none}
          loading={downloading}
          aria-describedby={describedBy}
          className="px-2 sm:px-4"
        >
          {downloading ? (
            t('report.actions.generating')
          ) : (
            <Label
              short={t('report.actions.downloadShort', { total: selectedCount })}
              full={t('report.actions.download', { total: selectedCount })}
            />
          )}
        </Button>
        <Button
          variant="secondary"
          data-testid="email-report"
          onClick={onEmail}
          disabled={none}
          aria-describedby={describedBy}
          className="px-2 sm:px-4"
        >
          <Label
            short={t('report.actions.emailShort', { total: selectedCount })}
            full={t('report.actions.email', { total: selectedCount })}
          />
        </Button>
        <Button
          variant="secondary"
          data-testid="print-pdf"
          onClick={onPrint}
          disabled={none}
          loading={printing}
          aria-describedby={describedBy}
          className="px-2 sm:px-4"
        >
          {t('report.actions.print')}
        </Button>
      </div>
      <div className="grid grid-cols-[1fr_auto_auto] items-end gap-2 sm:flex sm:justify-end">
        <label className="grid gap-0.5 text-xs font-medium text-slate-700">
          {t('workbench.reportLanguage')}
          <select
            value={language}
            onChange={(event) => isLanguage(event.target.value) && onLanguageChange(event.target.value)}
            data-testid="report-language"
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
          >
            {LANGUAGES.map((option) => (
              <option key={option.code} value={option.code} lang={option.code}>
                {option.nativeName}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          size="sm"
          data-testid="download-docx"
          aria-label={t('workbench.wordLabel')}
          disabled={none}
          loading={office === 'docx'}
          onClick={() => onOffice('docx')}
        >
          {t('workbench.word')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          data-testid="download-xlsx"
          aria-label={t('workbench.excelLabel')}
          disabled={none}
          loading={office === 'xlsx'}
          onClick={() => onOffice('xlsx')}
        >
          {t('workbench.excel')}
        </Button>
      </div>
      <p
        id={hintId}
        role="status"
        className={cn('text-center text-xs text-slate-600 sm:text-right', !none && 'sr-only')}
      >
        {none ? t('report.actions.noSelection') : ''}
      </p>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { CanadianJurisdiction } from '#shared/knowledge/codes';
import { sourceLanguage } from '#shared/knowledge/jurisdictions';
import type { Language } from '#shared/languages';
import { Spinner } from '@/components/ui/Spinner';
import { LoadFailed } from '@/features/analysis';
import { useAnalysisLaws } from '../api/analysis-laws';

/** The laws an analysis applies in the jurisdiction, from the API: French in French, English otherwise. */
export function AnalysisLawList({ code, language }: { code: CanadianJurisdiction; language: Language }) {
  const { t } = useTranslation();
  const lawsLanguage = sourceLanguage(language);
  const laws = useAnalysisLaws(code, lawsLanguage);

  if (laws.isPending)
    return <Spinner label={t('regulatoryMap.card.lawsLoading')} className="text-brand-600" />;
  if (laws.isError)
    return (
      <LoadFailed
        error={laws.error}
        fallback={t('regulatoryMap.card.lawsFailed')}
        onRetry={() => void laws.refetch()}
        retrying={laws.isFetching}
        testId="laws-failed"
      />
    );
  return (
    <>
      {lawsLanguage !== language && (
        <p className="text-xs text-slate-600">{t('regulatoryMap.card.lawsInEnglish')}</p>
      )}
      <ul lang={lawsLanguage} className="grid gap-1.5 text-sm text-slate-800" data-testid="analysis-laws">
        {laws.data.map((law) => (
          <li key={law} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-slate-400" />
            <span className="wrap-break-word">{law}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

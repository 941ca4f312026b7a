import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isLanguage } from '#shared/languages';
import { ApiError } from '@/lib/api-client';
import { useAnalysisStatus } from '../../api/analysis-status';
import { recallAnalysisId } from '../../analysis-memory';

/**
 * The analysis a results page shows: `?id=` first, else the one remembered in session
 * storage. `missing` tells the page to send the user away: no id at all, an unknown or
 * someone else's analysis (404), or a load that failed after the query's retries.
 */
export function useResultsAnalysis() {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || recallAnalysisId();
  const query = useAnalysisStatus(id);
  const job = query.data;
  const language = job?.analysis?.language;

  // The analysis language sets the interface language.
  useEffect(() => {
    if (isLanguage(language) && language !== i18n.resolvedLanguage) void i18n.changeLanguage(language);
  }, [language, i18n]);

  const notFound = query.error instanceof ApiError && query.error.status === 404;
  // A failed refresh of a job already shown keeps it on screen; only a failed first load leaves.
  return { id, query, job, missing: !id || (query.isError && !job), notFound };
}

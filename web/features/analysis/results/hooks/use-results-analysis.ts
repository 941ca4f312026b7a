import { useSearchParams } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { useAnalysisStatus } from '../../api/analysis-status';
import { recallAnalysisId } from '../../analysis-memory';

/**
 * The analysis a results page shows: `?id=` first, else the one remembered in session
 * storage. `missing` tells the page to send the user away: no id at all, an unknown or
 * someone else's analysis (404), or a load that failed after the query's retries.
 */
export function useResultsAnalysis() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || recallAnalysisId();
  const query = useAnalysisStatus(id);
  const job = query.data;
  // The interface keeps the user's language whatever the analysis's: the report language is chosen
  // on the report actions.

  const notFound = query.error instanceof ApiError && query.error.status === 404;
  // A failed refresh of a job already shown keeps it on screen; only a failed first load leaves.
  return { id, query, job, missing: !id || (query.isError && !job), notFound };
}

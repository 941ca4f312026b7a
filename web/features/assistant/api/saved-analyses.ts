import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { analysisListItem, listAnalysesResponse } from '#shared/schemas/analysis';
import { apiRequest } from '@/lib/api-client';

export type SavedAnalysis = z.infer<typeof analysisListItem>;
type AnalysesPage = z.infer<typeof listAnalysesResponse>;

/** The largest page the list gives, and how many pages are read at most (a thousand analyses). */
const PAGE_SIZE = 50;
const MAX_PAGES = 20;

/** Under `analyses`: deleting an analysis anywhere in the app refreshes this list too. */
export const savedAnalysesKey = ['analyses', 'saved'] as const;

/** GET /api/analyses, every page: only the analyses saved to the standard reports are kept. */
async function listSavedAnalyses(signal: AbortSignal): Promise<SavedAnalysis[]> {
  const saved: SavedAnalysis[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (cursor) query.set('cursor', cursor);
    const answer: AnalysesPage = await apiRequest(`/api/analyses?${query.toString()}`, { signal });
    saved.push(
      ...answer.analyses.filter((analysis) => analysis.savedToStandard && analysis.status === 'done'),
    );
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return saved;
}

export function savedAnalysesQueryOptions() {
  return queryOptions({
    queryKey: savedAnalysesKey,
    queryFn: ({ signal }) => listSavedAnalyses(signal),
  });
}

/** The saved analyses of the Analysis Reports tab (the team's, in a team), newest first. */
export function useSavedAnalyses() {
  return useQuery(savedAnalysesQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CanadianJurisdiction } from '#shared/knowledge/codes';
import type { RegulationsResponse } from '#shared/schemas/regulations';
import { apiRequest } from '@/lib/api-client';

/** The server keeps this public answer for an hour (Cache-Control); so does the page. */
const ONE_HOUR = 60 * 60 * 1000;

export function analysisLawsQueryOptions(code: CanadianJurisdiction, language: 'fr' | 'en') {
  return queryOptions({
    queryKey: ['regulations', code, language],
    queryFn: ({ signal }) =>
      apiRequest<RegulationsResponse>(
        `/api/provincial-regulations/${encodeURIComponent(code)}?language=${language}`,
        { signal },
      ),
    select: (answer) => answer.analysisLaws,
    staleTime: ONE_HOUR,
  });
}

/** The laws an analysis of a site in the jurisdiction applies, named in French or English. */
export function useAnalysisLaws(code: CanadianJurisdiction, language: 'fr' | 'en') {
  return useQuery(analysisLawsQueryOptions(code, language));
}

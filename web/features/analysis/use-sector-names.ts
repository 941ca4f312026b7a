import { useQuery } from '@tanstack/react-query';
import type { SectorNames } from '#shared/taxonomy';

/** One chunk per language: a screen downloads only the names it shows. */
const LOADERS = import.meta.glob<SectorNames>('../../../shared/taxonomy/names/[a-z][a-z].ts', {
  import: 'default',
});

/**
 * The taxonomy's names in `language` when it is neither French nor English (those are in the
 * taxonomy itself). Undefined while loading or on failure: the names then show in English.
 */
export function useSectorNames(language: string): SectorNames | undefined {
  const load = LOADERS[`../../../shared/taxonomy/names/${language}.ts`];
  const query = useQuery({
    queryKey: ['sector-names', language],
    queryFn: () => load!(),
    enabled: Boolean(load),
    staleTime: Infinity,
  });
  return query.data;
}

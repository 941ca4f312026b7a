import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseHistoryFilters, withFilter, withoutFilters, type HistoryFilterName } from './history-filters';

/** How long typing pauses before a search text goes into the address (and the list reloads). */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The history's filters live in the query string, so a filtered list survives a reload and can be
 * shared; each change replaces the current history entry rather than piling up Back steps.
 */
export function useHistoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseHistoryFilters(params), [params]);
  const setFilter = useCallback(
    (name: HistoryFilterName, value: string) =>
      // flushSync: controls bound to the address must not snap back while a transition is pending.
      setParams((current) => withFilter(current, name, value), { replace: true, flushSync: true }),
    [setParams],
  );
  const clearFilters = useCallback(
    () => setParams((current) => withoutFilters(current), { replace: true, flushSync: true }),
    [setParams],
  );
  return { filters, setFilter, clearFilters };
}

/**
 * A text field bound to a filter: what is typed shows at once and is committed after a pause.
 * A change made elsewhere (Clear filters, Back) replaces the draft, unless it only trims it.
 */
export function useDebouncedText(value: string, commit: (text: string) => void) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (committed !== value) {
    setCommitted(value);
    if (draft.trim() !== value) setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => commit(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, commit]);
  return [draft, setDraft] as const;
}

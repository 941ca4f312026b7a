import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseReportFilters,
  withReportFilter,
  withoutReportFilters,
  type ReportFilterName,
} from './report-filters';

/**
 * The filters live in the query string, so a filtered list survives a reload and can be shared;
 * each change replaces the current history entry rather than piling up Back steps.
 */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseReportFilters(params), [params]);
  const setFilter = useCallback(
    (name: ReportFilterName, value: string) =>
      // flushSync: controls bound to the address must not snap back while a transition is pending.
      setParams((current) => withReportFilter(current, name, value), { replace: true, flushSync: true }),
    [setParams],
  );
  const clearFilters = useCallback(
    () => setParams((current) => withoutReportFilters(current), { replace: true, flushSync: true }),
    [setParams],
  );
  return { filters, setFilter, clearFilters };
}

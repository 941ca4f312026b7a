/** The history's filters, as kept in the page's query string (`?q=&client=&from=&to=`). */
export interface HistoryFilters {
  q: string;
  client: string;
  /** ISO calendar dates (`2026-03-12`), or '' for no bound. */
  from: string;
  to: string;
}

export type HistoryFilterName = keyof HistoryFilters;

export const HISTORY_FILTER_NAMES: readonly HistoryFilterName[] = ['q', 'client', 'from', 'to'];

/** The server's limit on a search text. */
const MAX_TEXT = 200;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD` (not `2026-02-30`). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The filters of a query string; a hand-edited or stale link never breaks the page: texts are
 * trimmed and cut to the server's limit, dates that are not real days are dropped.
 */
export function parseHistoryFilters(params: URLSearchParams): HistoryFilters {
  const text = (name: 'q' | 'client') => (params.get(name) ?? '').trim().slice(0, MAX_TEXT);
  const date = (name: 'from' | 'to') => {
    const value = (params.get(name) ?? '').trim();
    return isIsoDate(value) ? value : '';
  };
  return { q: text('q'), client: text('client'), from: date('from'), to: date('to') };
}

/** True when both dates are set and the range ends before it starts. */
export function isReversedRange({ from, to }: Pick<HistoryFilters, 'from' | 'to'>): boolean {
  return from !== '' && to !== '' && from > to;
}

export function hasFilters(filters: HistoryFilters): boolean {
  return HISTORY_FILTER_NAMES.some((name) => filters[name] !== '');
}

/**
 * The query string with one filter changed; an empty value removes its parameter, so a
 * cleared search leaves a clean address. Other parameters of the page are kept.
 */
export function withFilter(params: URLSearchParams, name: HistoryFilterName, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const trimmed = value.trim();
  if (trimmed) next.set(name, trimmed);
  else next.delete(name);
  return next;
}

/** The query string with every filter removed. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of HISTORY_FILTER_NAMES) next.delete(name);
  return next;
}

/**
 * `GET /api/analyses` for one page of the history. A reversed date range is not sent (it
 * would match nothing): the page says what is wrong instead.
 */
export function historyApiPath(filters: HistoryFilters, cursor: string | null, limit: number): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  if (filters.q) query.set('q', filters.q);
  if (filters.client) query.set('client', filters.client);
  if (!isReversedRange(filters)) {
    if (filters.from) query.set('from', filters.from);
    if (filters.to) query.set('to', filters.to);
  }
  return `/api/analyses?${query.toString()}`;
}

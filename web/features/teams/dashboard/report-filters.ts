import { listAnalysesQuery, RISK_LEVELS, type RiskLevel } from '#shared/schemas/analysis';
import { isCanadianJurisdiction } from '#shared/taxonomy';

/** The team reports' filters, as kept in the dashboard's query string. */
export interface ReportFilters {
  q: string;
  /** The author's user id. */
  author: string;
  /** ISO calendar dates (`2026-03-12`), or '' for no bound. */
  from: string;
  to: string;
  /** A Canadian jurisdiction code (QC, FEDERAL, ON…). */
  jurisdiction: string;
  /** The highest kept risk level. */
  level: RiskLevel | '';
}

export type ReportFilterName = keyof ReportFilters;

const FILTER_NAMES: readonly ReportFilterName[] = ['q', 'author', 'from', 'to', 'jurisdiction', 'level'];

/** The server's limits on a search text and an author id. */
const MAX_TEXT = 200;
const MAX_AUTHOR = 128;

function isRiskLevel(value: string): value is RiskLevel {
  return (RISK_LEVELS as readonly string[]).includes(value);
}

/** A real calendar day written `YYYY-MM-DD`, as the API's contract reads it (not `2026-02-30`). */
function isDay(value: string): boolean {
  return listAnalysesQuery.shape.from.safeParse(value).success;
}

/** True when both dates are set and the range ends before it starts (the API refuses it). */
export function endsBeforeStart({ from, to }: Pick<ReportFilters, 'from' | 'to'>): boolean {
  return from !== '' && to !== '' && from > to;
}

/**
 * The filters of a query string; a hand-edited or stale link never breaks the page: texts are
 * trimmed and cut to the server's limits, values outside their lists and unreal days are dropped.
 */
export function parseReportFilters(params: URLSearchParams): ReportFilters {
  const read = (name: ReportFilterName) => (params.get(name) ?? '').trim();
  const date = (name: 'from' | 'to') => (isDay(read(name)) ? read(name) : '');
  const level = read('level');
  return {
    q: read('q').slice(0, MAX_TEXT),
    author: read('author').slice(0, MAX_AUTHOR),
    from: date('from'),
    to: date('to'),
    jurisdiction: isCanadianJurisdiction(read('jurisdiction')) ? read('jurisdiction') : '',
    level: isRiskLevel(level) ? level : '',
  };
}

export function hasReportFilters(filters: ReportFilters): boolean {
  return FILTER_NAMES.some((name) => filters[name] !== '');
}

/** The query string with one filter changed (an empty value removes it); other parameters are kept. */
export function withReportFilter(
  params: URLSearchParams,
  name: ReportFilterName,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const trimmed = value.trim();
  if (trimmed) next.set(name, trimmed);
  else next.delete(name);
  return next;
}

export function withoutReportFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_NAMES) next.delete(name);
  return next;
}

/**
 * `GET /api/analyses` for one page of the team's reports. A reversed date range is not sent (it
 * would match nothing): the page says what is wrong instead.
 */
export function reportsApiPath(filters: ReportFilters, cursor: string | null, limit: number): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  for (const name of ['q', 'author', 'jurisdiction', 'level'] as const) {
    if (filters[name]) query.set(name, filters[name]);
  }
  if (!endsBeforeStart(filters)) {
    if (filters.from) query.set('from', filters.from);
    if (filters.to) query.set('to', filters.to);
  }
  return `/api/analyses?${query.toString()}`;
}

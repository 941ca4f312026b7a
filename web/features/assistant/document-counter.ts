import { LIBRARY_LIMIT, LIBRARY_WARNING_SHARE } from '#shared/schemas/assistant';

/** Below 80 % of the limit, from 80 %, at the limit (or past it, if the limit was lowered). */
export type CounterLevel = 'normal' | 'warning' | 'full';

export interface DocumentCounter {
  level: CounterLevel;
  /** The bar's width, 0-100: capped, so a library past its limit never overflows it. */
  percent: number;
}

/** The document counter bar's state (spec sections 4 and 9). */
export function documentCounter(count: number, limit: number = LIBRARY_LIMIT): DocumentCounter {
  const safeLimit = Math.max(1, limit);
  const level: CounterLevel =
    count >= safeLimit ? 'full' : count >= safeLimit * LIBRARY_WARNING_SHARE ? 'warning' : 'normal';
  return { level, percent: Math.min(100, Math.max(0, Math.round((count / safeLimit) * 100))) };
}

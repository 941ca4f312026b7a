import { MAX_OCR_PAGES_PER_ANALYSIS, MAX_PAGES_PER_ANALYSIS } from '#shared/analysis-files';
import type { ReadingBudget } from './types';

/**
 * OCR time one analysis may spend, within the worker's 300 s timeout: extraction, the analyzer
 * and writing the result fit in what is left, so a long scan ends with a warning, never a timeout.
 */
export const OCR_TIME_BUDGET_MS = 150_000;

export function readingBudget(now = Date.now()): ReadingBudget {
  return {
    pagesLeft: MAX_PAGES_PER_ANALYSIS,
    ocrPagesLeft: MAX_OCR_PAGES_PER_ANALYSIS,
    ocrDeadline: now + OCR_TIME_BUDGET_MS,
    ocrPagesUsed: 0,
  };
}

/** Takes one OCR page or photo from the budget; false when none is left (count or time). */
export function takeOcrPage(budget: ReadingBudget | undefined, now = Date.now()): boolean {
  if (!budget) return true;
  if (budget.ocrPagesLeft <= 0 || now >= budget.ocrDeadline) return false;
  budget.ocrPagesLeft -= 1;
  budget.ocrPagesUsed += 1;
  return true;
}

import { describe, expect, it } from 'vitest';
import { ALL_CASES } from '../../eval/cases';
import { FLOORS, formatReport, report, scoreCase } from '../../eval/evaluate';
import { analyzeCase } from '../../eval/offline';

describe('the offline analyzer on the evaluation set (npm run eval)', () => {
  const result = report(ALL_CASES.map((c) => scoreCase(c, analyzeCase(c))));

  it('meets the floors: recall 85 % overall and 75 % per language, precision 80 %, no High on benign texts', () => {
    // The whole table in the failure message: which cases missed or over-fired.
    expect(result.failures, formatReport(result, 'evaluation')).toEqual([]);
    expect(result.overall.recall).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(result.overall.precision).toBeGreaterThanOrEqual(FLOORS.precision);
    expect(result.overall.benignHigh).toBe(0);
  });

  it('covers the seven languages', () => {
    for (const figures of Object.values(result.byLanguage)) expect(figures.cases).toBeGreaterThanOrEqual(17);
  });
});

import { describe, expect, it } from 'vitest';
import { reportTypeFor, showsSave } from '@/features/analysis/results/results-variant';

describe('results variants', () => {
  it('offers Save on enterprise, and on generic unless the analysis came from the adviser screen', () => {
    expect(showsSave('enterprise', 'conseiller-sst')).toBe(true);
    expect(showsSave('generic', 'enterprise')).toBe(true);
    expect(showsSave('generic', undefined)).toBe(true);
    expect(showsSave('generic', 'conseiller-sst')).toBe(false);
    expect(showsSave('conseiller', 'enterprise')).toBe(false);
    expect(showsSave('international', 'international')).toBe(false);
  });

  it("names the e-mail's report type by variant, or by origin on the generic screen", () => {
    expect(reportTypeFor('conseiller', 'enterprise')).toBe('conseiller');
    expect(reportTypeFor('international', undefined)).toBe('international');
    expect(reportTypeFor('generic', 'conseiller-sst')).toBe('conseiller');
    expect(reportTypeFor('generic', 'international')).toBe('international');
    expect(reportTypeFor('generic', undefined)).toBe('enterprise');
  });
});

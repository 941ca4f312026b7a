import { describe, expect, it } from 'vitest';
import { ALL_CASES } from '../../eval/cases';
import { describeEvalSet } from './support/eval-set-shape';

describeEvalSet('evaluation cases', ALL_CASES, { idPrefix: '', minPerLanguage: 17 });

// Warehouse notes pairing a forklift with an unguarded edge are required in these two languages.
describe.each(['zh', 'ja'])('evaluation cases in %s', (language) => {
  it('include an inspection note with a forklift and a fall', () => {
    const both = ALL_CASES.filter(
      (c) =>
        c.language === language && c.expected.includes('mobile_equipment') && c.expected.includes('falls'),
    );
    expect(both.length).toBeGreaterThan(0);
  });
});

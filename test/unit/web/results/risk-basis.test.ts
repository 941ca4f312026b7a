import { describe, expect, it } from 'vitest';
import { byBasis } from '@/features/analysis/results/risk-basis';

describe('byBasis', () => {
  it('lists the observed risks, then the typical ones, each in the analysis order', () => {
    const risks = [
      { riskId: 'SST_001', basis: 'observed' as const },
      { riskId: 'SST_002', basis: 'typical' as const },
      { riskId: 'SST_003', basis: 'observed' as const },
      { riskId: 'SST_004', basis: 'typical' as const },
    ];
    const { observed, typical } = byBasis(risks);
    expect(observed.map((r) => r.riskId)).toEqual(['SST_001', 'SST_003']);
    expect(typical.map((r) => r.riskId)).toEqual(['SST_002', 'SST_004']);
  });

  it('has no typical group when every risk was observed', () => {
    expect(byBasis([{ basis: 'observed' as const }]).typical).toEqual([]);
  });
});

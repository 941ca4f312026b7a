import { describe, expect, it } from 'vitest';
import {
  allSelected,
  orderedSelection,
  toggleAll,
  toggleRisk,
} from '@/features/analysis/results/risk-selection';

const IDS = ['SST_001', 'SST_002', 'SST_003'];

describe('risk selection', () => {
  it('toggles one risk without changing the set it was given', () => {
    const start = new Set(IDS);
    const next = toggleRisk(start, 'SST_002');
    expect([...next]).toEqual(['SST_001', 'SST_003']);
    expect(start.size).toBe(3);
    expect([...toggleRisk(next, 'SST_002')].sort()).toEqual(IDS);
  });

  it('select-all selects everything when some are missing, and clears when all are selected', () => {
    expect([...toggleAll(new Set(['SST_003']), IDS)]).toEqual(IDS);
    expect([...toggleAll(new Set(), IDS)]).toEqual(IDS);
    expect(toggleAll(new Set(IDS), IDS).size).toBe(0);
  });

  it('counts all selected only when every risk is and there is at least one', () => {
    expect(allSelected(new Set(IDS), IDS)).toBe(true);
    expect(allSelected(new Set(['SST_001', 'SST_002']), IDS)).toBe(false);
    expect(allSelected(new Set(), [])).toBe(false);
  });

  it("returns the selection in the analysis' order, dropping unknown ids", () => {
    expect(orderedSelection(new Set(['SST_003', 'SST_999', 'SST_001']), IDS)).toEqual(['SST_001', 'SST_003']);
  });
});

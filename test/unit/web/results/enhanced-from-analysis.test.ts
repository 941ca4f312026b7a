import { describe, expect, it } from 'vitest';
import { enhancedFromAnalysis } from '@/features/analysis/results/enhanced/from-analysis';
import { frenchAnalysis } from '../../../fixtures/report-analyses';

describe('an analysis in the enhanced display (numbered recommendations)', () => {
  const analysis = frenchAnalysis();
  const all = new Set(analysis.risks.map((risk) => risk.riskId));

  it('numbers every recommendation of the kept risks with its risk and a provision', () => {
    const shown = enhancedFromAnalysis(analysis, all, 'Atelier');
    expect(shown.riskCount).toBe(analysis.risks.length);
    expect(shown.recommendations).toHaveLength(analysis.risks.flatMap((risk) => risk.recommendations).length);
    const [first] = analysis.risks;
    expect(shown.recommendations[0]).toMatchObject({
      action: first!.recommendations[0],
      details: `${first!.riskId} — ${first!.title}`,
    });
    const confirmed = first!.citations.find((citation) => citation.status === 'confirmed');
    if (confirmed) expect(shown.recommendations[0]!.reference).toContain(confirmed.instrument);
  });

  it('leaves out the risks the adviser did not keep', () => {
    const [first, ...others] = analysis.risks;
    const shown = enhancedFromAnalysis(analysis, new Set([first!.riskId]), 'Atelier');
    expect(shown.riskCount).toBe(1);
    expect(shown.recommendations.every((r) => r.details.startsWith(first!.riskId))).toBe(true);
    expect(others.length).toBeGreaterThan(0);
  });
});

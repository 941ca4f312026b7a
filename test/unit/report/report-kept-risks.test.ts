import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '#shared/schemas/analysis';
import { renderReport } from '#core/reports/pdf/render';
import { pdfText } from '../../support/pdf-text';
import { SELECTED, frenchAnalysis } from '../../fixtures/report-analyses';
import { warehouseAnalysis } from '../../fixtures/report-warehouse';

const flat = (s: string) => s.replace(/\s+/g, ' ');

async function reportText(analysis: AnalysisResult, selectedRiskIds: string[]): Promise<string> {
  const pdf = await renderReport({
    analysis,
    selectedRiskIds,
    meta: { area: 'Entrepôt Laval', jurisdictionName: 'Québec', date: '2026-11-22', sectorLabels: [] },
    photos: [],
  });
  return flat(await pdfText(pdf));
}

describe('PDF report: the summary and the document summaries count the kept risks only', () => {
  let analysis: AnalysisResult;
  let kept: AnalysisResult['risks'];
  let leftOut: AnalysisResult['risks'];
  let text: string;

  beforeAll(async () => {
    analysis = warehouseAnalysis();
    // Five of the risks kept: the first two and three further down the list.
    kept = analysis.risks.filter((_, i) => [0, 1, 7, 12, 15].includes(i));
    leftOut = analysis.risks.filter((risk) => !kept.includes(risk));
    text = await reportText(
      analysis,
      kept.map((risk) => risk.riskId),
    );
  });

  it("prints the report's own count of its risks, by level, and not the engine's count of all", () => {
    expect(analysis.summary).toContain(`${analysis.risks.length} risque(s)`);
    expect(text).not.toContain(`${analysis.risks.length} risque(s)`);
    const count = (level: string) => kept.filter((risk) => risk.level === level).length;
    expect(count('high')).toBeGreaterThan(0);
    expect(text).toContain(`Risques retenus pour ce rapport : 5 — Élevé : ${count('high')}`);
    if (count('medium') > 0) expect(text).toContain(`Modéré : ${count('medium')}`);
  });

  it('names no left-out risk anywhere, document summaries included', () => {
    for (const risk of leftOut) {
      expect(text).not.toContain(risk.riskId);
      expect(text).not.toContain(risk.title);
    }
    const documents = text.slice(text.indexOf('Résumé des documents analysés'));
    expect(documents).toContain('Document de 1 page(s)');
    expect(documents).toContain(
      `Risques retenus liés à ce fichier : ${kept.map((risk) => `${risk.riskId} — ${risk.title}`).join(', ')}`,
    );
  });

  it("prints a Bedrock analysis's own summary only while it describes every risk of the report", async () => {
    const bedrock: AnalysisResult = { ...frenchAnalysis(), analyzer: 'bedrock' };
    const all = bedrock.risks.map((risk) => risk.riskId);
    expect(await reportText(bedrock, all)).toContain(bedrock.summary);
    const some = await reportText(bedrock, SELECTED);
    expect(some).not.toContain(bedrock.summary);
    expect(some).toContain('Risques retenus pour ce rapport : 3');
  });
});

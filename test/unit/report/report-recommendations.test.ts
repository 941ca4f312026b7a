import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '#shared/schemas/analysis';
import { REPORT_LABELS } from '#core/reports/pdf/labels';
import { renderReport } from '#core/reports/pdf/render';
import { extractPdfPages, type PageText } from '../../support/pdf-text';
import { warehouseAnalysis } from '../../fixtures/report-warehouse';

const flat = (s: string) => s.replace(/\s+/g, ' ');
const squash = (s: string) => s.replace(/\s+/g, '');
const occurrences = (text: string, part: string) => text.split(part).length - 1;
/** The report's text without the footers, so a paragraph split across two pages reads whole. */
const body = (pages: PageText[]) =>
  squash(pages.map((page) => page.text.replace(/Page \d+ \/ \d+/, '')).join('')).replaceAll(
    squash(REPORT_LABELS.fr.legalNotice),
    '',
  );

async function render(analysis: AnalysisResult): Promise<PageText[]> {
  return extractPdfPages(
    await renderReport({
      analysis,
      selectedRiskIds: analysis.risks.map((risk) => risk.riskId),
      meta: { area: 'Entrepôt Laval', jurisdictionName: 'Québec', date: '2026-11-22', sectorLabels: [] },
      photos: [],
    }),
  );
}

describe('PDF report: recommendations that repeat the controls', () => {
  let analysis: AnalysisResult;
  let pages: PageText[];
  let text: string;

  beforeAll(async () => {
    analysis = warehouseAnalysis();
    pages = await render(analysis);
    text = body(pages);
  });

  it('is a large offline report whose recommendations are its controls', () => {
    expect(analysis.risks.length).toBeGreaterThanOrEqual(15);
    for (const risk of analysis.risks) {
      expect(risk.recommendations).toEqual(risk.controls.map((control) => control.text));
    }
  });

  it('prints each control once, and no recommendations heading that would repeat them', () => {
    for (const risk of analysis.risks) {
      for (const control of risk.controls)
        expect(occurrences(text, squash(control.text)), control.text).toBe(1);
    }
    expect(flat(pages.map((page) => page.text).join('\n'))).not.toMatch(/\nRecommandations\n/);
  });

  it('takes fewer pages than it has risks, cover and appendices included', () => {
    expect(pages.length).toBeLessThan(analysis.risks.length);
  });

  it('still prints the recommendations that say more than the controls', async () => {
    const [first] = analysis.risks;
    const extra = 'Faire vérifier les garde-corps par un ingénieur avant la remise en service.';
    const edited = {
      ...analysis,
      risks: analysis.risks.map((risk) =>
        risk === first ? { ...risk, recommendations: [...risk.recommendations, extra] } : risk,
      ),
    };
    const all = body(await render(edited));
    expect(all).toContain(squash(`Recommandations•${extra}`));
    for (const control of first!.controls) expect(occurrences(all, squash(control.text))).toBe(1);
  });
});

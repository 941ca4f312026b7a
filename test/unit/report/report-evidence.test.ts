import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '#shared/schemas/analysis';
import { renderReport } from '#core/reports/pdf/render';
import { pdfText } from '../../support/pdf-text';
import { SELECTED, frenchAnalysis } from '../../fixtures/report-analyses';

const NOISE = 'ee Se ee |l ~= TENSION ee Sr';
const flat = (s: string) => s.replace(/\s+/g, ' ');

/** SST_001 with its OCR quote turned to noise beside readable evidence; SST_003 with OCR noise alone. */
function analysisWithNoise(): AnalysisResult {
  const analysis = frenchAnalysis();
  return {
    ...analysis,
    risks: analysis.risks.map((risk) => {
      if (risk.riskId === 'SST_001') {
        return {
          ...risk,
          evidence: risk.evidence.map((e) => (e.source === 'ocr' ? { ...e, excerpt: NOISE } : e)),
        };
      }
      if (risk.riskId === 'SST_003') {
        return {
          ...risk,
          evidence: [
            { fileName: 'poste-soudage.png', source: 'ocr', excerpt: 'Rn Tk ~ ee Se |l', page: null },
          ],
        };
      }
      return risk;
    }),
  };
}

describe('PDF report: OCR evidence', () => {
  it('quotes no OCR noise, and says when a risk has only unreadable photo text', async () => {
    const text = flat(
      await pdfText(
        await renderReport({
          analysis: analysisWithNoise(),
          selectedRiskIds: SELECTED,
          meta: { area: 'Atelier', jurisdictionName: 'Québec', date: '2026-03-05', sectorLabels: [] },
          photos: [],
        }),
      ),
    );
    expect(text).not.toContain('~=');
    expect(text).not.toContain('Rn Tk');
    const sst1 = text.slice(text.indexOf('SST_001 —'), text.indexOf('SST_003 —'));
    expect(sst1).toContain('Bord de la mezzanine sans garde-corps');
    expect(sst1).not.toContain('illisible');
    const sst3 = text.slice(text.indexOf('SST_003 —'), text.indexOf('SST_005 —'));
    expect(sst3).toContain('poste-soudage.png : texte lu par OCR sur la photo, illisible (non cité)');
  });
});

import { describe, expect, it } from 'vitest';
import { analyzeOffline, type OfflineInput } from '#core/analysis/offline-analyzer/analyze';

const NOISE = 'ee Se ee |l ~= HAUTE TENSION ee Sr';

function analysisOfPhoto(text: string) {
  const photo: OfflineInput['documents'][number] = {
    fileName: 'panneau.jpg',
    kind: 'photo',
    method: 'ocr',
    warnings: [],
    pages: [{ page: 1, source: 'ocr', text }],
  };
  return analyzeOffline({
    language: 'fr',
    jurisdiction: 'QC',
    area: 'Entrepôt',
    riskIdPrefix: 'SST',
    documents: [photo],
  });
}

describe('offline analyzer: OCR noise is no quote', () => {
  it('quotes the readable sign, not the noise read before it', () => {
    const result = analysisOfPhoto(`${NOISE}\nDANGER HAUTE TENSION`);
    const electrical = result.risks.find((risk) => risk.family === 'electrical');
    expect(electrical?.evidence.map((e) => e.excerpt)).toEqual(['DANGER HAUTE TENSION']);
  });

  it('does not add the noise read after a readable sign', () => {
    const result = analysisOfPhoto(`DANGER HAUTE TENSION\n${NOISE}`);
    const electrical = result.risks.find((risk) => risk.family === 'electrical');
    expect(electrical?.evidence.map((e) => e.excerpt)).toEqual(['DANGER HAUTE TENSION']);
  });

  it("keeps the noise as the risk's only source when nothing else was read (the report says it is unreadable)", () => {
    const result = analysisOfPhoto(NOISE);
    const electrical = result.risks.find((risk) => risk.family === 'electrical');
    expect(electrical?.evidence).toEqual([
      { fileName: 'panneau.jpg', page: null, source: 'ocr', excerpt: NOISE },
    ]);
  });

  it("opens the photo's summary with readable text only", () => {
    const summary = analysisOfPhoto(`${NOISE}\nDANGER HAUTE TENSION AU POSTE 4`).documentAnalyses[0]?.summary;
    expect(summary).toContain('« DANGER HAUTE TENSION AU POSTE 4 »');
    expect(summary).not.toContain('~=');
    expect(analysisOfPhoto(NOISE).documentAnalyses[0]?.summary).not.toContain('Début du texte lu');
  });
});

import { describe, expect, it } from 'vitest';
import { analyzeOffline, type OfflineInput } from '#core/analysis/offline-analyzer/analyze';
import { JURISDICTION_INFO, jurisdictionInfo } from '#shared/knowledge/jurisdictions';
import { REGULATIONS_CONTENT, instrumentName, legalCitation } from '#shared/knowledge/content';
import { GENERAL_RECOMMENDATIONS } from '#shared/knowledge/general-recommendations';
import { HAZARDS } from '#shared/knowledge/hazards';
import { CONTROL_LEVELS } from '#shared/knowledge/types';
import { analysisResultSchema } from '#shared/schemas/analysis';

const base: OfflineInput = {
  language: 'fr',
  jurisdiction: 'QC',
  area: 'Entrepôt',
  riskIdPrefix: 'SST',
  documents: [],
};

const inspectionNote: OfflineInput['documents'][number] = {
  fileName: 'note-inspection.pdf',
  kind: 'document',
  method: 'pdf-text',
  warnings: [],
  pages: [
    {
      page: 1,
      source: 'text',
      text: 'Visite du 12 mars. Le convoyeur de la ligne 2 fonctionne sans protecteur : les points de pincement sont accessibles.',
    },
    {
      page: 2,
      source: 'text',
      text: 'Les chariots élévateurs traversent l’allée piétonne sans séparation ni marquage.',
    },
  ],
};
const signPhoto: OfflineInput['documents'][number] = {
  fileName: 'panneau.jpg',
  kind: 'photo',
  method: 'ocr',
  warnings: [],
  pages: [{ page: 1, source: 'ocr', text: 'DANGER HAUTE TENSION' }],
};

describe('offline analyzer', () => {
  it('finds machinery, mobile equipment and electrical risks with evidence quoting their source', () => {
    const result = analysisResultSchema.parse(
      analyzeOffline({ ...base, documents: [inspectionNote, signPhoto] }),
    );
    const families = new Set(result.risks.map((r) => r.family));
    expect(families).toEqual(expect.objectContaining({}));
    expect([...families]).toEqual(expect.arrayContaining(['machinery', 'mobile_equipment', 'electrical']));

    const conveyor = result.risks.find((r) => r.family === 'machinery')!;
    expect(conveyor.evidence[0]).toMatchObject({ fileName: 'note-inspection.pdf', page: 1, source: 'text' });
    expect(conveyor.evidence[0]!.excerpt).toContain('convoyeur');
    const electrical = result.risks.find((r) => r.family === 'electrical')!;
    expect(electrical.evidence[0]).toMatchObject({
      fileName: 'panneau.jpg',
      source: 'ocr',
      excerpt: 'DANGER HAUTE TENSION',
    });
    expect(result.method).toContain('OCR');
    expect(result.method).toContain('pas interprétées visuellement');
  });

  it('orders controls by the hierarchy, scores on the 5 x 5 matrix and cites only reference data of the jurisdiction', () => {
    const result = analyzeOffline({ ...base, documents: [inspectionNote, signPhoto] });
    for (const risk of result.risks) {
      const levels = risk.controls.map((c) => CONTROL_LEVELS.indexOf(c.level));
      expect(levels).toEqual([...levels].sort((a, b) => a - b));
      expect(risk.riskScore).toBe(risk.likelihood * risk.severity);
      expect(risk.citations.length).toBeGreaterThan(0);
      for (const citation of risk.citations) {
        expect(citation.jurisdiction).toBe('QC');
        const known = HAZARDS.flatMap((h) => h.citations).some(
          (c) =>
            instrumentName(c.instrument, 'fr') === citation.instrument && c.articles === citation.articles,
        );
        // Quebec's instruments are named as French writes them: RLRQ, French titles.
        expect(citation.instrument).not.toMatch(/CQLR|Safety Code|Hazardous Products Information Regulation/);
        expect(known, `${citation.instrument} ${citation.articles}`).toBe(true);
      }
    }
    expect(result.risks.map((r) => r.riskId)).toEqual(
      result.risks.map((_, i) => `SST_${String(i + 1).padStart(3, '0')}`),
    );
    expect(result.risks.map((r) => r.riskScore)).toEqual(
      [...result.risks.map((r) => r.riskScore)].sort((a, b) => b - a),
    );
  });

  it('is not defeated by accents, case or plurals, in French and English', () => {
    const french = (text: string) =>
      analyzeOffline({
        ...base,
        documents: [{ ...inspectionNote, pages: [{ page: 1, source: 'text', text }] }],
      }).risks.map((r) => r.hazardId);
    expect(french('Des CHARIOTS ÉLÉVATEURS circulent.')).toEqual(french('un chariot elevateur circule'));
    expect(french('un chariot elevateur circule')).toContain('forklift-pedestrian');
    const english = analyzeOffline({
      ...base,
      language: 'en',
      jurisdiction: 'ON',
      documents: [
        {
          ...inspectionNote,
          pages: [
            {
              page: 1,
              source: 'text',
              text: 'Two FORKLIFTS cross the pedestrian aisles; the conveyors have no guards.',
            },
          ],
        },
      ],
    });
    expect(english.risks.map((r) => r.family)).toEqual(
      expect.arrayContaining(['mobile_equipment', 'machinery']),
    );
    expect(english.risks.every((r) => r.citations.every((c) => c.jurisdiction === 'ON'))).toBe(true);
  });

  it('matches a phrase whose words are a few words apart in one sentence, but not across sentences', () => {
    const apart = (text: string) =>
      analyzeOffline({
        ...base,
        documents: [{ ...inspectionNote, pages: [{ page: 1, source: 'text', text }] }],
      }).risks.map((r) => r.hazardId);
    expect(apart('Le plancher près du poste de lavage est mouillé et glissant.')).toContain('wet-floor-slip');
    expect(apart('Le plancher est neuf. Le linge mouillé sèche dehors.')).not.toContain('wet-floor-slip');
  });

  it('merges repeated mentions of one hazard into one risk with several pieces of evidence', () => {
    const repeated = analyzeOffline({
      ...base,
      documents: [
        {
          ...inspectionNote,
          pages: [1, 2, 3].map((page) => ({
            page,
            source: 'text' as const,
            text: `Page ${page} : convoyeur sans protecteur.`,
          })),
        },
      ],
    });
    const conveyors = repeated.risks.filter((r) => r.hazardId === 'unguarded-conveyor');
    expect(conveyors).toHaveLength(1);
    expect(conveyors[0]!.evidence.map((e) => e.page)).toEqual([1, 2, 3]);
  });

  it('gives a sector with no readable text its typical hazards, marked as typical', () => {
    const result = analyzeOffline({
      ...base,
      area: 'Chantier',
      mainSector: 'construction',
      documents: [
        {
          fileName: 'photo.jpg',
          kind: 'photo',
          method: 'ocr',
          warnings: ['noTextFound'],
          pages: [{ page: 1, source: 'ocr', text: '' }],
        },
      ],
    });
    const typical = result.risks.filter((r) => r.basis === 'typical');
    expect(typical.length).toBeGreaterThanOrEqual(5);
    expect(typical.every((r) => r.evidence[0]!.source === 'sector')).toBe(true);
    expect(
      result.risks
        .filter((r) => r.basis === 'observed')
        .every((r) => r.evidence.every((e) => e.source === 'area')),
    ).toBe(true);
    expect(result.summary).toContain('typiques');
    expect(result.documentAnalyses[0]!.warnings).toEqual(['Aucun texte n’a pu être lu dans ce fichier.']);
  });

  it('lists the jurisdiction’s acts and regulations, and due diligence in Canada', () => {
    const result = analyzeOffline({ ...base, documents: [inspectionNote] });
    const qc = JURISDICTION_INFO.find((j) => j.code === 'QC')!;
    expect(result.regulations.map((r) => r.description)).toEqual(
      expect.arrayContaining(qc.acts.map((a) => legalCitation(a.citation, 'fr'))),
    );
    expect(result.regulations.map((r) => r.description)).toContain('RLRQ, c. S-2.1');
    expect(JSON.stringify(result.regulations)).not.toContain('CQLR');
    expect(result.regulations.some((r) => r.articles === 's. 217.1; ss. 22.1-22.2')).toBe(true);
    expect(
      analyzeOffline({ ...base, jurisdiction: 'US', documents: [inspectionNote] }).regulations.some((r) =>
        r.articles?.includes('217.1'),
      ),
    ).toBe(false);
  });

  it('titles risks in the analysis language, Japanese included, from the knowledge base', () => {
    const english = analyzeOffline({ ...base, language: 'en', documents: [inspectionNote] });
    const japanese = analyzeOffline({ ...base, language: 'ja', documents: [inspectionNote] });
    expect(japanese.risks.map((r) => r.hazardId).sort()).toEqual(english.risks.map((r) => r.hazardId).sort());
    for (const risk of japanese.risks) {
      const hazard = HAZARDS.find((h) => h.id === risk.hazardId)!;
      expect(risk.title).toBe(hazard.name.ja);
      expect(risk.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      // The whole risk is in Japanese: description, controls in hierarchy order, evidence note.
      expect(risk.description).toBe(hazard.description.ja);
      expect(risk.controls.map((c) => c.text)).toEqual(hazard.controls.map((c) => c.text.ja));
      expect(risk.controls.map((c) => c.level)).toEqual(hazard.controls.map((c) => c.level));
      for (const citation of risk.citations) expect(citation.subject).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    expect(japanese.summary).toMatch(/[\u3040-\u30ff]/);
    expect(japanese.method).toMatch(/[\u3040-\u30ff]/);
    expect(japanese.generalRecommendations.slice(0, GENERAL_RECOMMENDATIONS.ja.length)).toEqual(
      GENERAL_RECOMMENDATIONS.ja,
    );
  });

  it('writes every language the interface offers, with no English left in a German analysis', () => {
    const german = analyzeOffline({ ...base, language: 'de', documents: [inspectionNote, signPhoto] });
    const english = analyzeOffline({ ...base, language: 'en', documents: [inspectionNote, signPhoto] });
    const englishTexts = new Set(
      english.risks.flatMap((r) => [r.title, r.description, ...r.controls.map((c) => c.text)]),
    );
    for (const risk of german.risks) {
      for (const text of [risk.title, risk.description, ...risk.controls.map((c) => c.text)]) {
        expect(englishTexts.has(text), text).toBe(false);
      }
    }
    expect(german.documentAnalyses[0]!.summary).not.toEqual(english.documentAnalyses[0]!.summary);
  });

  it('lists the regulations of the jurisdiction in the analysis language', () => {
    const german = analyzeOffline({ ...base, language: 'de', jurisdiction: 'DE', riskIdPrefix: 'ISST' });
    const info = jurisdictionInfo('DE');
    expect(german.regulations.map((r) => r.title)).toEqual(
      [...info.acts, ...info.regulations].map((i) => REGULATIONS_CONTENT.de.instrumentTitles[i.title.en]),
    );
    expect(german.regulations[0]).toMatchObject({
      title: 'Arbeitsschutzgesetz, § 5: Beurteilung der Arbeitsbedingungen',
      coverage: 'Deutschland',
      authority: REGULATIONS_CONTENT.de.regulators[info.regulator.en],
    });
    const spanishInQuebec = analyzeOffline({ ...base, language: 'es' });
    // Due diligence: the Criminal Code everywhere in Canada; the Canada Labour Code only in federal work.
    const diligence = spanishInQuebec.regulations.find((r) => r.title.startsWith('Criminal Code'))!;
    expect(diligence).toMatchObject({ authority: 'Tribunales (derecho penal y reglamentario)' });
    expect(spanishInQuebec.regulations.some((r) => r.title.startsWith('Canada Labour Code'))).toBe(false);
  });

  it('summarises each document from what was read, and names the international risk ids ISST', () => {
    const result = analyzeOffline({ ...base, riskIdPrefix: 'ISST', documents: [inspectionNote, signPhoto] });
    const [note, photo] = result.documentAnalyses;
    expect(note!.summary).toMatch(/^Document de 2 page\(s\); \d+ caractères lus\. Dangers relevés : /);
    expect(note!.risksIdentified.every((id) => id.startsWith('ISST_'))).toBe(true);
    expect(note!.summary).toContain('Début du texte lu : « Visite du 12 mars.');
    expect(photo!.summary).toContain('par OCR');
    expect(result.generalRecommendations).toHaveLength(GENERAL_RECOMMENDATIONS.fr.length + 1);
  });
});

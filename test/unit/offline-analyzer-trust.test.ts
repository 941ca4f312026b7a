import { describe, expect, it } from 'vitest';
import {
  analyzeOffline,
  type OfflineInput,
  type ReadDocument,
} from '#core/analysis/offline-analyzer/analyze';
import type { Language } from '#shared/languages';
import { analysisResultSchema } from '#shared/schemas/analysis';

const note = (text: string, fileName = 'note.txt'): ReadDocument => ({
  fileName,
  kind: 'document',
  method: 'text',
  warnings: [],
  pages: [{ page: 1, source: 'text', text }],
});

function analyse(language: Language, documents: ReadDocument[], extra: Partial<OfflineInput> = {}) {
  return analysisResultSchema.parse(
    analyzeOffline({
      language,
      jurisdiction: language === 'fr' || language === 'en' ? 'QC' : language === 'zh' ? 'CN' : 'JP',
      area: '—',
      riskIdPrefix: 'SST',
      documents,
      ...extra,
    }),
  );
}

describe('analyses an OHS professional can trust (issue 11)', () => {
  it.each([
    [
      'zh',
      '仓库巡查记录：叉车在货架通道内倒车，与行人混行，未设置人行通道。二楼夹层临边没有防护栏杆，离地约 4 米。',
    ],
    [
      'ja',
      '倉庫の巡視記録：フォークリフトが歩行者と同じ通路を走行しており、通路の区分がない。中二階の端部に手すりがなく、高さは約4 mである。',
    ],
  ] as const)(
    'reads a %s inspection note on a forklift and a fall, in that language, with its words',
    (language, text) => {
      const result = analyse(language, [note(text)]);
      const families = result.risks.map((r) => r.family);
      expect(families).toEqual(expect.arrayContaining(['mobile_equipment', 'falls']));
      for (const risk of result.risks.filter(
        (r) => r.family === 'mobile_equipment' || r.family === 'falls',
      )) {
        // Written in the analysis language: the title is Chinese or Japanese, the triggers quote the note.
        expect(risk.title).toMatch(/[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u);
        expect(risk.triggers.length).toBeGreaterThan(0);
        for (const trigger of risk.triggers) expect(text).toContain(trigger);
      }
      expect(result.documentAnalyses[0]!.detectedLanguage).toBe(language);
    },
  );

  it.each([
    ['en', 'Permanent guardrails are installed on all roof edges.'],
    ['fr', "L'échelle salariale des techniciens a été révisée en janvier."],
    ['en', 'She climbed the career ladder from apprentice to plant manager.'],
    ['fr', 'Au regard de la loi, l’employeur doit tenir un registre des formations.'],
  ] as const)('raises no risk on "%s"', (language, text) => {
    expect(analyse(language, [note(text)]).risks).toEqual([]);
  });

  it.each([
    ['en', 'No forklifts are used on this site; goods are moved by hand.'],
    ['fr', 'Aucun chariot élévateur n’est utilisé dans ce magasin.'],
    ['es', 'En la nave no se utilizan carretillas elevadoras.'],
    ['pt', 'Não são utilizadas empilhadeiras neste depósito.'],
    ['de', 'In der Halle werden keine Gabelstapler eingesetzt.'],
    ['zh', '本仓库不使用叉车。'],
    ['ja', 'この倉庫ではフォークリフトを使用していない。'],
  ] as const)('reads the negation in %s: "%s" raises no forklift risk', (language, text) => {
    expect(analyse(language, [note(text)]).risks.map((r) => r.family)).not.toContain('mobile_equipment');
  });

  it('raises a fall, High, confidence high, from "no guardrail at the roof edge, 7 m", with both clues shown', () => {
    const [fall, ...others] = analyse('en', [note('No guardrail at the roof edge, 7 m.')]).risks;
    expect(others.filter((r) => r.family === 'falls')).toEqual([]);
    expect(fall).toMatchObject({ family: 'falls', level: 'high', confidence: 'high', basis: 'observed' });
    expect(fall!.triggers.join(' | ')).toMatch(/No guardrail/);
    expect(fall!.triggers).toContain('7 m');
  });

  it('says a text-free photo was not interpreted, and reads its caption as the photo’s evidence', () => {
    const photo: ReadDocument = {
      fileName: 'quai.jpg',
      kind: 'photo',
      method: 'ocr',
      warnings: ['noTextFound'],
      pages: [{ page: 1, source: 'ocr', text: '' }],
    };
    const bare = analyse('en', [photo]);
    expect(bare.documentAnalyses[0]!.summary).toMatch(/not interpreted visually/);
    expect(bare.risks).toEqual([]);
    // Nothing found: the summary says so and promises nothing that does not follow.
    expect(bare.summary).not.toMatch(/below/);

    const captioned = analyse('en', [
      { ...photo, caption: 'worker on a ladder at the loading dock, no one holding it' },
    ]);
    const fall = captioned.risks.find((r) => r.family === 'falls');
    expect(fall?.evidence[0]).toMatchObject({ fileName: 'quai.jpg', source: 'caption' });
    expect(captioned.documentAnalyses[0]!.summary).toMatch(/caption/);
  });

  it('rates from the evidence: an amputation that happened is more likely and as severe as it gets', () => {
    const plain = analyse('en', [note('The power press has no light curtain.')]).risks.find(
      (r) => r.family === 'machinery',
    );
    const happened = analyse('en', [
      note('An operator lost two fingers at the power press last week; the light curtain had been bypassed.'),
    ]).risks.find((r) => r.family === 'machinery');
    expect(plain && happened).toBeTruthy();
    expect(happened!.likelihood).toBeGreaterThan(plain!.likelihood);
    expect(happened!.severity).toBe(5);
  });

  it('cites the CSTC on a Québec construction site, the RSST in an establishment, and says so when unknown', () => {
    const roof = [note('Aucun garde-corps en bordure du toit, à 7 m du sol.')];
    const citations = (mainSector?: string) =>
      analyse('fr', roof, mainSector ? { mainSector } : {})
        .risks.filter((r) => r.family === 'falls')
        .flatMap((r) => r.citations.map((c) => c.instrument));
    const onSite = citations('construction');
    expect(onSite.some((i) => i.startsWith('CSTC'))).toBe(true);
    expect(onSite.some((i) => i.startsWith('RSST'))).toBe(false);
    const inPlant = citations('manufacturing');
    expect(inPlant.some((i) => i.startsWith('RSST'))).toBe(true);
    expect(inPlant.some((i) => i.startsWith('CSTC'))).toBe(false);
    // A Québec warehouse is provincially regulated: no Canada Labour Code, no COHSR.
    expect(citations('manufacturing').some((i) => /COHSR|Canada Labour Code/.test(i))).toBe(false);
    expect(analyse('fr', roof).summary).toMatch(/CSTC/);
  });

  it('keeps typical risks after every observed one, and general recommendations in hierarchy order', () => {
    // Nothing read in the photo: the form's words are observed, the sector's hazards typical.
    const result = analyse(
      'fr',
      [
        {
          fileName: 'p.jpg',
          kind: 'photo',
          method: 'ocr',
          warnings: [],
          pages: [{ page: 1, source: 'ocr', text: '' }],
        },
      ],
      { mainSector: 'manufacturing', area: 'Quai : un chariot élévateur circule dans l’allée piétonne' },
    );
    expect(result.risks.some((r) => r.basis === 'typical')).toBe(true);
    expect(result.risks.some((r) => r.basis === 'observed')).toBe(true);
    const bases = result.risks.map((r) => r.basis);
    expect(bases.indexOf('typical') === -1 || bases.lastIndexOf('observed') < bases.indexOf('typical')).toBe(
      true,
    );
    expect(result.generalRecommendations[0]).toMatch(/^Éliminer/);
    expect(result.generalRecommendations.at(-2)).toMatch(/chaussures/);
  });
});

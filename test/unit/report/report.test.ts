import { createCanvas } from '@napi-rs/canvas';
import fontkit from '@pdf-lib/fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '#shared/schemas/analysis';
import { benchReport } from '#core/reports/pdf/bench';
import { defaultFontResolver, extractTtcFace, subsetTo, withoutLayoutTables } from '#core/reports/pdf/fonts';
import { REPORT_LABELS } from '#core/reports/pdf/labels';
import { matrixCounts, renderReport, selectedRisks } from '#core/reports/pdf/render';
import type { ReportInput, ReportPhoto } from '#core/reports/pdf/render';
import { extractPdfPages, type PageText } from '../../support/pdf-text';
import {
  DESELECTED,
  JAPANESE_TITLES,
  SELECTED,
  frenchAnalysis,
  japaneseAnalysis,
} from '../../fixtures/report-analyses';

const extract = extractPdfPages;

/** Text without any whitespace, so wrapped lines compare equal to the source sentence. */
const squash = (s: string) => s.replace(/\s+/g, '');
/** Text with runs of whitespace made one space. */
const flat = (s: string) => s.replace(/\s+/g, ' ');

function photo(fileName: string, mediaType: ReportPhoto['mediaType']): ReportPhoto {
  const canvas = createCanvas(320, 240);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#8a9bb0';
  ctx.fillRect(0, 0, 320, 240);
  ctx.fillStyle = '#c0392b';
  ctx.fillRect(40, 60, 200, 80);
  const bytes = mediaType === 'image/png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 80);
  return { fileName, bytes: new Uint8Array(bytes), mediaType };
}

function input(analysis: AnalysisResult, overrides: Partial<ReportInput['meta']> = {}): ReportInput {
  return {
    analysis,
    selectedRiskIds: SELECTED,
    meta: {
      area: 'Atelier de soudage — bâtiment B',
      jurisdictionName: 'Québec',
      date: '2026-03-05',
      sectorLabels: ['Fabrication', 'Produits métalliques', 'Soudage'],
      preparedFor: 'Comité de santé et de sécurité',
      ...overrides,
    },
    photos: [
      photo('mezzanine.jpg', 'image/jpeg'),
      photo('poste-soudage.png', 'image/png'),
      photo('vue-generale.jpg', 'image/jpeg'),
    ],
  };
}

describe('PDF report (French)', () => {
  let pages: PageText[];
  let all: string;

  beforeAll(async () => {
    const pdf = await renderReport(input(frenchAnalysis()));
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    pages = await extract(pdf);
    all = pages.map((p) => p.text).join('\n');
  });

  it('has the cover: title, area, jurisdiction, localised date, sectors, method', () => {
    const cover = flat(pages[0]?.text ?? '');
    expect(cover).toContain("Rapport d'analyse des risques");
    expect(cover).toContain('Atelier de soudage — bâtiment B');
    expect(cover).toContain('Québec');
    expect(cover).toContain('5 mars 2026');
    expect(cover).toContain('Produits métalliques');
    // A photo read by OCR: the offline engine's sentence that says so.
    expect(squash(cover)).toContain(squash(REPORT_LABELS.fr.methods.offlineWithOcr));
  });

  it('contains every selected risk and none of the deselected ones', () => {
    for (const id of SELECTED) expect(all).toContain(id);
    for (const id of DESELECTED) expect(all).not.toContain(id);
    expect(all).not.toMatch(/DÉSÉLECTIONNÉ/);
    expect(all).not.toContain('BACS 25 KG');
  });

  it('puts the legal notice and "Page n / N" on every page', () => {
    const notice = squash(REPORT_LABELS.fr.legalNotice);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((p, i) => {
      expect(squash(p.text)).toContain(notice);
      expect(flat(p.text)).toContain(`Page ${i + 1} / ${pages.length}`);
    });
    expect(flat(pages[0]?.text ?? '')).toMatch(/Page 1 \//);
  });

  it('keeps French accents and typography intact', () => {
    const text = flat(all);
    expect(text).toContain('Échéance');
    expect(text).toContain('risque élevé');
    expect(text).toContain('Élevé');
    expect(text).toContain('Niveau de risque : Critique — P × G = 4 × 5 = 20');
    expect(text).toContain('Responsable :');
    expect(text).toContain("l'œil du soudeur");
    expect(text).toContain('« ACÉTONE — EXTRÊMEMENT INFLAMMABLE »');
    expect(text).toContain('fichiers'); // no ligature glyph in place of "fi"
  });

  it('shows score, controls in hierarchy order, residual level and citations', () => {
    const text = flat(all);
    expect(text).toContain('P × G = 4 × 5 = 20');
    const order = [
      'Élimination',
      "Mesures d'ingénierie",
      'Mesures administratives',
      'Équipements de protection',
    ];
    const sst1 = text.slice(text.indexOf('SST_001 —'), text.indexOf('SST_003 —'));
    const positions = order.map((label) => sst1.indexOf(label));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(sst1).toContain('Niveau résiduel : Modéré');
    expect(sst1).toContain('art. 12 à 15');
    expect(sst1).toContain('article non confirmé');
    expect(sst1).toContain('programme-prevention.pdf, p. 7');
  });

  it('counts the selected risks in the matrix', () => {
    const counts = matrixCounts(selectedRisks(frenchAnalysis(), SELECTED));
    expect(counts[3]?.[4]).toBe(2); // SST_001 and SST_003: L4 x S5
    expect(counts[1]?.[3]).toBe(1); // SST_005: L2 x S4
    expect(counts[2]?.[2]).toBe(0); // SST_002 (deselected): L3 x S3
    expect(counts[1]?.[1]).toBe(0); // SST_004 (deselected): L2 x S2
    expect(counts.flat().reduce((a, b) => a + b, 0)).toBe(3);
    const text = flat(all);
    expect(text).toContain('P4 × G5 = 20 (Critique) : 2 — SST_001, SST_003');
    expect(text).toContain('P2 × G4 = 8 (Modéré) : 1 — SST_005');
    expect(text).not.toContain('P3 × G3');
  });

  it('lists under each photo the selected findings that cite it', () => {
    const text = flat(all);
    const mezzanine = text.slice(text.lastIndexOf('mezzanine.jpg Constats'));
    expect(mezzanine).toContain('SST_001 — Chute de hauteur depuis la mezzanine');
    expect(text).toContain('SST_003 — Travail à chaud près de solvants');
    expect(text).toContain('Aucun risque retenu ne cite cette photo.');
    expect(text).toContain('Réglementation applicable');
    expect(text).toContain('Régie du bâtiment du Québec');
    expect(text).toContain('Résumé des documents analysés');
    expect(text).toContain('Former les travailleurs au permis de travail à chaud.');
  });

  it('states the engine on the cover, and what the offline engine cannot see', () => {
    const cover = squash(pages[0]?.text ?? '');
    expect(cover).toContain(squash(REPORT_LABELS.fr.engine.offline));
    expect(cover).toContain(squash('Il ne voit pas ce que montrent les photos'));
    expect(squash(all)).not.toContain(squash(REPORT_LABELS.fr.engine.bedrock));
  });

  it("shows each risk's confidence, the words that raised it and the controls read as in place", () => {
    const text = flat(all);
    const sst1 = text.slice(text.indexOf('SST_001 —'), text.indexOf('SST_003 —'));
    expect(sst1).toContain('Confiance : élevée (plusieurs indices indépendants concordent)');
    expect(sst1).toContain(
      'Mots qui ont soulevé ce risque : « garde-corps retiré », « mezzanine », « 3,2 m »',
    );
    const sst3 = text.slice(text.indexOf('SST_003 —'), text.indexOf('SST_005 —'));
    expect(sst3).toContain('Confiance : moyenne');
    expect(sst3).toContain(
      'Mesures lues comme en place (probabilité abaissée) : extincteur à portée de main',
    );
    expect(sst1).not.toContain('Mesures lues comme en place');
  });

  it("labels the evidence taken from the adviser's caption", () => {
    expect(squash(all)).toContain(
      squash(
        'mezzanine.jpg, Légende du conseiller : « Bord de la mezzanine sans garde-corps, bacs chargés à la main à 3,2 m »',
      ),
    );
  });

  it('puts the typical risks after the observed ones, under their own heading', () => {
    const text = flat(all);
    const heading = text.indexOf("Risques typiques de l'activité (non vus dans les documents)");
    expect(heading).toBeGreaterThan(text.indexOf('SST_003 —'));
    expect(heading).toBeLessThan(text.indexOf('SST_005 —'));
    expect(text.slice(text.indexOf('SST_005 —'))).toContain('Confiance : faible');
  });

  it('lists the hazards read as under control, not counted as risks', () => {
    const text = flat(all);
    // The table of contents on the cover names the section first: the section is the last mention.
    const section = text.slice(text.lastIndexOf('Dangers lus comme maîtrisés'));
    expect(section).toContain('ne sont pas comptés comme des risques');
    expect(section).toContain('Convoyeur de la ligne 2');
    expect(section).toContain('Mots montrant la mesure en place : « protecteurs fixes installés »');
    expect(squash(section)).toContain(
      squash('« Les protecteurs fixes du convoyeur de la ligne 2 sont installés et vérifiés chaque mois. »'),
    );
    expect(text.lastIndexOf('Dangers lus comme maîtrisés')).toBeGreaterThan(text.indexOf('SST_005 —'));
  });

  it('keeps every line inside the page margins', () => {
    for (const p of pages) {
      for (const item of p.items) {
        expect(item.x).toBeGreaterThanOrEqual(40);
        expect(item.x + item.width).toBeLessThanOrEqual(p.width - 40);
      }
    }
  });
});

describe('PDF report (other languages)', () => {
  it('renders Japanese risk titles exactly, with no missing glyph', async () => {
    const pdf = await renderReport({
      ...input(japaneseAnalysis(), {
        jurisdictionName: '日本',
        area: '溶接工場 B棟',
        sectorLabels: ['製造業'],
      }),
      photos: [photo('mezzanine.jpg', 'image/jpeg')],
    });
    const pages = await extract(pdf);
    const text = pages.map((p) => p.text).join('\n');
    for (const title of JAPANESE_TITLES) expect(text).toContain(title);
    expect(text).toContain('リスク分析報告書');
    expect(text).toContain('担当者');
    expect(text).not.toContain('選択解除');
    expect(squash(text)).toContain(squash('このリスクを挙げた語句：「手すり撤去」、「中二階」'));
    expect(squash(text)).toContain(squash('管理されていると読み取ったハザード'));
    expect(squash(text)).toContain(squash(REPORT_LABELS.ja.engine.offline));
    expect(text).not.toContain('\uFFFD');
    expect(text).not.toContain(String.fromCharCode(0));
    const notice = squash(REPORT_LABELS.ja.legalNotice);
    pages.forEach((p) => expect(squash(p.text)).toContain(notice));
    expect(squash(text)).toContain(
      squash('中二階の手すりが4メートルにわたって欠けており、荷積み時に墜落する危険性が高い。'),
    );
    expect(pdf.byteLength).toBeLessThan(1_000_000); // the CJK font is subset
    // Every character of the titles has a real glyph (not .notdef) in the subset fonts.
    const { regular, bold } = await defaultFontResolver('ja');
    for (const full of [regular, bold]) {
      const font = fontkit.create(Buffer.from(await subsetTo(full, JAPANESE_TITLES.join(''))));
      for (const ch of JAPANESE_TITLES.join('')) {
        expect(font.glyphForCodePoint(ch.codePointAt(0) ?? 0).id, ch).not.toBe(0);
      }
    }
  });

  it('renders Chinese, German ß and Portuguese ã', async () => {
    const zh = await extract(
      await renderReport({
        ...input({ ...frenchAnalysis(), language: 'zh', jurisdiction: 'CN' }),
        photos: [],
      }),
    );
    expect(zh.map((p) => p.text).join('')).toContain('风险分析报告');
    expect(squash(zh[0]?.text ?? '')).toContain(squash(REPORT_LABELS.zh.legalNotice));

    const de = flat(
      (await extract(await renderReport({ ...input({ ...frenchAnalysis(), language: 'de' }), photos: [] })))
        .map((p) => p.text)
        .join('\n'),
    );
    expect(de).toContain('Schutzmaßnahmen');
    expect(de).toContain('ausschließlich');

    const pt = flat(
      (await extract(await renderReport({ ...input({ ...frenchAnalysis(), language: 'pt' }), photos: [] })))
        .map((p) => p.text)
        .join('\n'),
    );
    expect(pt).toContain('não substituem');
    expect(pt).toContain('Relatório de análise de riscos');
  });

  it('strips the layout tables from a font and keeps the others readable', async () => {
    const { regular } = await defaultFontResolver('fr');
    const stripped = withoutLayoutTables(regular);
    const tags = (bytes: Uint8Array) => {
      const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return Array.from({ length: v.getUint16(4) }, (_, i) =>
        String.fromCharCode(...bytes.slice(12 + 16 * i, 16 + 16 * i)),
      );
    };
    expect(tags(regular)).toContain('GSUB');
    expect(tags(stripped)).not.toContain('GSUB');
    expect(tags(stripped)).not.toContain('GPOS');
    expect(tags(stripped)).toEqual(expect.arrayContaining(['cmap', 'glyf', 'loca', 'hmtx', 'head', 'name']));
  });

  it('extracts a face from a font collection', () => {
    const face = (n: number) => {
      const b = new Uint8Array(12 + 16);
      const v = new DataView(b.buffer);
      v.setUint32(0, 0x00010000);
      v.setUint16(4, 1);
      v.setUint32(12, 0x74657374); // 'test'
      v.setUint32(24, n);
      return b;
    };
    // A collection of two one-table faces sharing one 4-byte table.
    const ttc = new Uint8Array(12 + 8 + 28 + 28 + 4);
    const v = new DataView(ttc.buffer);
    ttc.set([0x74, 0x74, 0x63, 0x66]);
    v.setUint32(4, 0x00010000);
    v.setUint32(8, 2);
    v.setUint32(12, 20);
    v.setUint32(16, 48);
    const table = 76;
    ttc.set(face(0), 20);
    ttc.set(face(0), 48);
    for (const at of [20, 48]) {
      v.setUint32(at + 20, table);
      v.setUint32(at + 24, 4);
    }
    ttc.set([1, 2, 3, 4], table);
    const out = extractTtcFace(ttc, 1);
    const o = new DataView(out.buffer);
    expect(o.getUint16(4)).toBe(1);
    expect(o.getUint32(20)).toBe(28);
    expect([...out.slice(28, 32)]).toEqual([1, 2, 3, 4]);
    expect(() => extractTtcFace(ttc, 2)).toThrow();
  });
});

describe('PDF report benchmark', () => {
  it('renders 20 risks and six 1600 x 1200 photos quickly and compactly', { timeout: 60_000 }, async () => {
    const { ms, bytes } = await benchReport();
    console.log(`report bench: ${ms} ms warm, ${(bytes / 1024).toFixed(0)} KiB`);
    expect(ms).toBeLessThan(1500);
    expect(bytes).toBeLessThan(2 * 1024 * 1024);
  });
});

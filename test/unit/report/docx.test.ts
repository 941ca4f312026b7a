import { unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderDocx } from '#core/reports/docx/render-docx';
import { benchInput } from '#core/reports/pdf/bench';
import { REPORT_LABELS } from '#core/reports/pdf/labels';
import { ADVISER_FINDING, KEPT, editedAnalysis, officeInput } from '../../fixtures/office-report-input';
import { DESELECTED, JAPANESE_TITLES, japaneseAnalysis } from '../../fixtures/report-analyses';

const flat = (s: string) => s.replace(/\s+/g, ' ');

async function wordText(bytes: Uint8Array): Promise<string> {
  return flat((await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value);
}

async function wordHtml(bytes: Uint8Array): Promise<string> {
  return (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })).value;
}

/** The text of the part of the report under one risk's heading. */
const section = (text: string, from: string, to: string) => text.slice(text.indexOf(from), text.indexOf(to));

describe('Word report (French)', () => {
  let bytes: Uint8Array;
  let text: string;
  let html: string;

  beforeAll(async () => {
    bytes = await renderDocx(officeInput());
    text = await wordText(bytes);
    html = await wordHtml(bytes);
  });

  it('is a Word file (a zip with the document part)', () => {
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(new TextDecoder('latin1').decode(bytes)).toContain('word/document.xml');
  });

  it('has the cover: title, client, address, visit date, adviser with designations, title, organisation, logo', () => {
    const cover = text.slice(0, text.indexOf('Sommaire'));
    expect(cover).toContain("Rapport d'analyse des risques");
    expect(cover).toContain('Client : Aciers Boréal inc.');
    expect(cover).toContain('Adresse : 1200, rue des Forges, Trois-Rivières (Québec)');
    expect(cover).toContain('Date de la visite : 2 mars 2026');
    expect(cover).toContain('Date : 5 mars 2026');
    expect(cover).toContain(
      'Préparé par : Jeanne Tremblay, CRSP Conseillère en prévention Prévention Mauricie',
    );
    expect(html.slice(0, html.indexOf('Sommaire'))).toMatch(/<img [^>]*src="data:image\/png;base64,/);
  });

  it('uses real headings: one per section and one per kept risk', () => {
    const h1 = [...html.matchAll(/<h1>(.*?)<\/h1>/g)].map((m) => m[1]);
    expect(h1).toEqual([
      'Sommaire',
      'Matrice des risques retenus',
      'Risques retenus',
      'Dangers lus comme maîtrisés',
      "Plan d'action",
      'Réglementation applicable',
      'Résumé des documents analysés',
      'Recommandations générales',
      'Avis juridique',
      'Signature',
    ]);
    const h2 = [...html.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]?.slice(0, 7));
    expect(h2).toEqual(['SST_001', 'SST_003', 'SST_006', 'SST_005']);
  });

  it('reports only the kept risks, and counts only them', () => {
    for (const id of KEPT) expect(text).toContain(`${id} —`);
    for (const id of DESELECTED) expect(text).not.toContain(id);
    expect(text).not.toMatch(/DÉSÉLECTIONN/);
    expect(text).not.toContain('BACS 25 KG');
    expect(text).toContain('Risques retenus pour ce rapport : 4');
    // Critique 2, Élevé 1 (SST_005 edited), Modéré 1 (the adviser's finding), Faible 0, total 4.
    expect(text).toContain('Critique 2 Élevé 1 Modéré 1 Faible 0 Total 4');
  });

  it('shows the edited severity and the level it gives', () => {
    const sst5 = text.slice(text.indexOf('SST_005 —'), text.indexOf("Plan d'action"));
    expect(sst5).toContain('Élevé Niveau de risque : Élevé — P × G = 2 × 5 = 10');
    expect(text).toContain('P2 × G5 = 10 (Élevé) : 1 — SST_005');
    expect(text).not.toContain('P2 × G4');
  });

  it('gives each risk its evidence, controls by level, citations with status and the note', () => {
    const sst1 = section(text, 'SST_001 —', 'SST_003 —');
    expect(sst1).toContain('Niveau résiduel : Modéré');
    expect(sst1).toContain('programme-prevention.pdf, p. 7 : « La mezzanine est accessible');
    expect(sst1).toContain('mezzanine.jpg, Légende du conseiller : « Bord de la mezzanine');
    const order = [
      'Élimination',
      "Mesures d'ingénierie",
      'Mesures administratives',
      'Équipements de protection',
    ];
    const positions = order.map((label) => sst1.indexOf(label));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(sst1).toContain('art. 12 à 15 (confirmée) — Garde-corps et ouvertures');
    expect(sst1).toContain(
      "Loi sur la santé et la sécurité du travail, article non confirmé — Obligations de l'employeur",
    );
    expect(sst1).toContain('Note du conseiller : Vu avec le contremaître le 2 mars.');
    // A recommendation that is not one of the controls is kept.
    expect(sst1).toContain('Recommandations Réinstaller le garde-corps avant la reprise du chargement.');
  });

  it('leaves out recommendations that repeat the controls', async () => {
    const analysis = editedAnalysis();
    const risk = analysis.risks.find((r) => r.riskId === 'SST_003')!;
    risk.recommendations = risk.controls.map((c) => ` ${c.text.toUpperCase()} `);
    const only3 = await wordText(
      await renderDocx({ ...officeInput(analysis), selectedRiskIds: ['SST_003'] }),
    );
    const sst3 = section(only3, 'SST_003 —', 'Dangers lus comme maîtrisés');
    expect(sst3).toContain("Remplacer l'acétone par un dégraissant aqueux non inflammable.");
    expect(sst3).not.toContain('Recommandations');
    expect(section(text, 'SST_003 —', `${ADVISER_FINDING} —`)).not.toContain('Recommandations');
  });

  it("marks the adviser's own finding", () => {
    const own = section(text, `${ADVISER_FINDING} —`, 'SST_005 —');
    expect(own).toContain('Constat ajouté par le conseiller');
    expect(own).not.toContain('Confiance');
    expect(section(text, 'SST_001 —', 'SST_003 —')).not.toContain('Constat ajouté par le conseiller');
  });

  it('has the action plan of the kept risks, by due date, with a header row', () => {
    const plan = text.slice(text.indexOf("Plan d'action"), text.indexOf('Réglementation applicable'));
    expect(plan).toContain('Risque Action Responsable Échéance Statut Note de fermeture');
    expect(plan).toContain(
      'SST_001 — Chute de hauteur depuis la mezzanine Réinstaller le garde-corps sud de la mezzanine Marie Côté 20 mars 2026 Réalisée Garde-corps posé et inspecté.',
    );
    expect(plan).toContain('SST_003 — Travail à chaud près de solvants');
    expect(plan).toContain('Luc Gagnon 15 avril 2026 En cours');
    expect(plan.indexOf('SST_001 —')).toBeLessThan(plan.indexOf('SST_003 —'));
    const planTable = html.slice(html.indexOf("Plan d'action"));
    expect(planTable).toMatch(/^Plan d'action<\/h1><table><thead><tr><th><p><strong>Risque<\/strong>/);
  });

  it('summarises the documents without naming a left-out risk, and closes with the notice and signature', () => {
    const documents = text.slice(
      text.indexOf('Résumé des documents analysés'),
      text.indexOf('Avis juridique'),
    );
    expect(documents).toContain('Affiche lue par OCR près de la mezzanine.');
    expect(documents).not.toContain('Dangers relevés');
    expect(documents).toContain(
      'Risques retenus liés à ce fichier : SST_001 — Chute de hauteur depuis la mezzanine',
    );
    expect(text).toContain('Régie du bâtiment du Québec');
    const closing = text.slice(text.lastIndexOf('Avis juridique'));
    expect(closing).toContain(REPORT_LABELS.fr.legalNotice);
    expect(closing).toContain(
      'Signature Jeanne Tremblay, CRSP Conseillère en prévention Prévention Mauricie',
    );
    expect(closing).toContain('Signature : ______');
  });

  it('sets the page size, header, footer with page numbers, language and outline levels', () => {
    const parts = unzipSync(bytes);
    const part = (name: string) => new TextDecoder().decode(parts[name]);
    // Letter for Québec, 2 cm margins.
    expect(part('word/document.xml')).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    expect(part('word/document.xml')).toContain('<w:titlePg/>');
    expect(part('word/header1.xml')).toContain(
      'Rapport d&apos;analyse des risques — Atelier de soudage — bâtiment B',
    );
    const footers = Object.keys(parts).filter((name) => /^word\/footer\d+\.xml$/.test(name));
    expect(footers.length).toBeGreaterThan(0);
    for (const name of footers) {
      expect(part(name)).toContain('>PAGE<');
      expect(part(name)).toContain('>NUMPAGES<');
    }
    const styles = part('word/styles.xml');
    expect(styles).toContain('<w:lang w:val="fr-CA"/>');
    expect(styles).toMatch(/w:styleId="Heading1">.*?<w:outlineLvl w:val="0"\/>/s);
    expect(styles).toMatch(/w:styleId="Heading2">.*?<w:outlineLvl w:val="1"\/>/s);
  });
});

describe('Word report (other languages and size)', () => {
  it('renders a Japanese report with its CJK text intact', async () => {
    const input = officeInput(japaneseAnalysis());
    const bytes = await renderDocx({
      ...input,
      selectedRiskIds: ['SST_001', 'SST_003', 'SST_005'],
      meta: { ...input.meta, area: '溶接工場 B棟', jurisdictionName: '日本', sectorLabels: ['製造業'] },
      cover: { ...input.cover!, clientName: '北辰製鋼株式会社', adviserName: '山田 花子' },
    });
    const text = await wordText(bytes);
    const parts = unzipSync(bytes);
    expect(new TextDecoder().decode(parts['word/styles.xml'])).toContain('w:eastAsia="ja-JP"');
    // A4 outside North America.
    expect(new TextDecoder().decode(parts['word/document.xml'])).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    for (const title of JAPANESE_TITLES) expect(text).toContain(title);
    expect(text).toContain('リスク分析報告書');
    expect(text).toContain('顧客：北辰製鋼株式会社');
    expect(text).toContain('中二階の手すりが4メートルにわたって欠けており、荷積み時に墜落する危険性が高い。');
    expect(text).toContain('アクションプラン');
    expect(text).toContain('対応中');
    expect(text).not.toContain('選択解除');
    expect(text).not.toContain('\uFFFD');
  });

  it('renders the largest fixture (20 risks) quickly', { timeout: 60_000 }, async () => {
    const input = benchInput();
    await renderDocx(input);
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      size = (await renderDocx(input)).byteLength;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`docx bench: ${times[1]?.toFixed(0)} ms warm (median of 3), ${(size / 1024).toFixed(0)} KiB`);
    expect(times[1]).toBeLessThan(1500);
    const text = await wordText(await renderDocx(input));
    expect(text).toContain('SST_020 —');
  });
});

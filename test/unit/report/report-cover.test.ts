import { createCanvas } from '@napi-rs/canvas';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LABELS } from '#core/reports/pdf/labels';
import { renderReport } from '#core/reports/pdf/render';
import type { ReportCover, ReportInput, ReportPhoto } from '#core/reports/pdf/render';
import { extractPdfPages, pageLines, type PageText } from '../../support/pdf-text';
import { SELECTED, frenchAnalysis } from '../../fixtures/report-analyses';

const flat = (s: string) => s.replace(/\s+/g, ' ');

/** A wide PNG logo, 600 × 200: it must be drawn three times wider than high. */
function logo(): ReportPhoto {
  const canvas = createCanvas(600, 200);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#1b4a80';
  ctx.fillRect(0, 0, 600, 200);
  return { fileName: 'logo', bytes: new Uint8Array(canvas.toBuffer('image/png')), mediaType: 'image/png' };
}

const COVER: ReportCover = {
  clientName: 'Distribution Laval inc.',
  clientAddress: '1200, boul. Industriel, Laval (Québec) H7L 4S3',
  visitDate: '2026-11-22',
  adviserName: 'Jeanne Tremblay',
  adviserTitle: 'Conseillère en prévention SST',
  credentials: 'CRSP, ing.',
  organisation: 'Prévention Plus inc.',
  logo: logo(),
};

function input(cover: ReportCover | undefined): ReportInput {
  return {
    analysis: frenchAnalysis(),
    selectedRiskIds: SELECTED,
    meta: {
      area: 'Atelier de soudage — bâtiment B',
      jurisdictionName: 'Québec',
      date: '2026-03-05T14:00:00Z',
      sectorLabels: ['Fabrication', 'Soudage'],
    },
    photos: [],
    ...(cover ? { cover } : {}),
  };
}

/** The images drawn on a page, as the [width, height] they are drawn at. */
async function imagesOnPage(pdf: Uint8Array, n: number): Promise<[number, number][]> {
  const doc = await getDocument({ data: pdf.slice(), isEvalSupported: false }).promise;
  const list = await (await doc.getPage(n)).getOperatorList();
  const sizes: [number, number][] = [];
  list.fnArray.forEach((fn, i) => {
    if (fn !== OPS.paintImageXObject) return;
    // pdf-lib draws an image as translate, rotate, scale, skew: the scale is the size drawn.
    const start = list.fnArray.lastIndexOf(OPS.save, i);
    const scale = list.argsArray
      .slice(start, i)
      .filter((_, j) => list.fnArray[start + j] === OPS.transform)
      .map((args) => args as number[])
      .find(([a, b, c, d, e, f]) => b === 0 && c === 0 && e === 0 && f === 0 && (a !== 1 || d !== 1));
    if (scale) sizes.push([scale[0]!, scale[3]!]);
  });
  await doc.destroy();
  return sizes;
}

describe('PDF report: cover page and signature', () => {
  let pdf: Uint8Array;
  let pages: PageText[];
  let cover: string;

  beforeAll(async () => {
    pdf = await renderReport(input(COVER));
    pages = await extractPdfPages(pdf);
    cover = flat(pages[0]!.text);
  });

  it('says who the report is for, when the site was visited and who prepared it', () => {
    expect(cover).toContain('Distribution Laval inc.');
    expect(cover).toContain('Adresse : 1200, boul. Industriel, Laval (Québec) H7L 4S3');
    expect(cover).toContain('Date de la visite : 22 novembre 2026');
    expect(cover).toContain("Date de l'analyse : 5 mars 2026");
    expect(cover).toContain('Zone de travail : Atelier de soudage — bâtiment B');
    expect(cover).toContain(
      'Préparé par : Jeanne Tremblay, CRSP, ing. — Conseillère en prévention SST — Prévention Plus inc.',
    );
  });

  it('shows the kept risks by level and the summary on the cover', () => {
    const lines = pageLines(pages[0]!);
    expect(lines).toContain('2010');
    expect(lines).toContain('CritiqueÉlevéModéréFaible');
    expect(cover).toContain('Risques retenus pour ce rapport : 3 — Critique : 2, Modéré : 1');
  });

  it('lists every section on the cover with the page it starts on', () => {
    const lines = pageLines(pages[0]!);
    const contents = lines.slice(lines.indexOf('Table des matières') + 1);
    const titles = [
      'Matrice des risques retenus',
      'Risques retenus',
      'Dangers lus comme maîtrisés',
      'Signature',
    ];
    for (const title of titles) {
      const entry = contents.find((line) => line.startsWith(title) && /\.+ ?\d+$/.test(line));
      expect(entry, title).toBeDefined();
      const page = Number(/(\d+)$/.exec(entry!)![1]);
      expect(pageLines(pages[page - 1]!), title).toContain(title);
    }
  });

  it('fills the first page: the cover reaches its lower third', () => {
    const page = pages[0]!;
    const notice = REPORT_LABELS.fr.legalNotice;
    const body = page.items.filter(
      (item) => item.str.trim() !== '' && !notice.includes(item.str.trim()) && !/^Page \d/.test(item.str),
    );
    const height = 792; // Letter, Québec
    expect(Math.min(...body.map((item) => item.y))).toBeLessThan(height / 3);
  });

  it("draws the adviser's logo in its box, in its own proportions", async () => {
    const images = await imagesOnPage(pdf, 1);
    expect(images).toHaveLength(1);
    const [width, height] = images[0]!;
    expect(width).toBeLessThanOrEqual(170);
    expect(height).toBeLessThanOrEqual(68);
    expect(width / height).toBeCloseTo(3, 2);
  });

  it('ends with a signature block: name and designations, title, organisation, lines to sign and date', () => {
    const last = flat(pages[pages.length - 1]!.text);
    const block = last.slice(last.indexOf('Signature'));
    expect(block).toContain('Jeanne Tremblay, CRSP, ing. Conseillère en prévention SST Prévention Plus inc.');
    expect(block).toMatch(/Signature : _+ Date : _+/);
  });

  it('prints no visit date when none was entered, and never the analysis date in its place', async () => {
    const text = flat(
      (await extractPdfPages(await renderReport(input({ ...COVER, visitDate: '' }))))
        .map((p) => p.text)
        .join(' '),
    );
    expect(text).not.toContain('Date de la visite');
    expect(text).toContain("Date de l'analyse : 5 mars 2026");
  });

  it('leaves out the fields of a report without a cover, labels included', async () => {
    const text = flat(
      (await extractPdfPages(await renderReport(input(undefined)))).map((p) => p.text).join(' '),
    );
    expect(text).not.toContain('Client :');
    expect(text).not.toContain('Adresse :');
    expect(text).not.toContain('Préparé par');
    expect(text).toContain('Atelier de soudage — bâtiment B');
    expect(text).toMatch(/Signature : _+ Date : _+/);
    expect(await imagesOnPage(await renderReport(input(undefined)), 1)).toEqual([]);
  });
});

import { createCanvas } from '@napi-rs/canvas';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#shared/languages';
import { REPORT_LABELS } from '#core/reports/pdf/labels';
import { renderReport } from '#core/reports/pdf/render';
import type { ReportAction, ReportInput, ReportPhoto } from '#core/reports/pdf/render';
import { extractPdfPages, pageLines } from '../../support/pdf-text';
import { SELECTED, frenchAnalysis } from '../../fixtures/report-analyses';

const flat = (s: string) => s.replace(/\s+/g, ' ');

function afterPhoto(colour: string): ReportPhoto {
  const canvas = createCanvas(640, 480);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, 640, 480);
  return {
    fileName: 'after.jpg',
    bytes: new Uint8Array(canvas.toBuffer('image/jpeg', 80)),
    mediaType: 'image/jpeg',
  };
}

/** Four actions, not in due order; the one on SST_002 belongs to a risk left out of the report. */
const ACTIONS: ReportAction[] = [
  {
    riskId: 'SST_003',
    title: 'Installer un écran de soudage',
    ownerName: 'Marc Gagnon',
    dueDate: '2026-12-15',
    status: 'in_progress',
    closureNote: '',
    closedAt: null,
  },
  {
    riskId: 'SST_001',
    title: 'Poser un garde-corps conforme',
    ownerName: 'Julie Roy',
    dueDate: '2026-11-29',
    status: 'verified',
    closureNote: 'Garde-corps vérifié par le contremaître.',
    closedAt: '2026-12-03T15:00:00Z',
    closurePhoto: afterPhoto('#3a7'),
  },
  {
    riskId: 'SST_005',
    title: 'Réparer la ventilation de la cabine',
    ownerName: 'Entretien',
    dueDate: '2027-02-20',
    status: 'done',
    closureNote: 'Moteur remplacé.',
    closedAt: '2027-02-10T10:00:00Z',
    closurePhoto: afterPhoto('#a73'),
  },
  {
    riskId: 'SST_002',
    title: 'Action sur un risque écarté',
    ownerName: 'Personne',
    dueDate: '2026-11-01',
    status: 'open',
    closureNote: '',
    closedAt: null,
  },
];

function input(actions: ReportAction[], language: Language = 'fr'): ReportInput {
  return {
    analysis: { ...frenchAnalysis(), language },
    selectedRiskIds: SELECTED,
    meta: { area: 'Atelier', jurisdictionName: 'Québec', date: '2026-11-23', sectorLabels: [] },
    photos: [],
    actions,
  };
}

/** The widths the images of a page are drawn at. */
async function imageWidths(pdf: Uint8Array, page: number): Promise<number[]> {
  const doc = await getDocument({ data: pdf.slice(), isEvalSupported: false }).promise;
  const list = await (await doc.getPage(page)).getOperatorList();
  const widths = list.fnArray.flatMap((fn, i) => {
    if (fn !== OPS.paintImageXObject) return [];
    const start = list.fnArray.lastIndexOf(OPS.save, i);
    const scale = list.argsArray
      .slice(start, i)
      .filter((_, j) => list.fnArray[start + j] === OPS.transform)
      .map((args) => args as number[])
      .find(([a, b, c, d, e, f]) => b === 0 && c === 0 && e === 0 && f === 0 && (a !== 1 || d !== 1));
    return scale ? [scale[0]!] : [];
  });
  await doc.destroy();
  return widths;
}

describe('PDF report: action plan', () => {
  let pdf: Uint8Array;
  let text: string;
  let planPage: number;

  beforeAll(async () => {
    pdf = await renderReport(input(ACTIONS));
    const pages = await extractPdfPages(pdf);
    planPage = pages.findIndex((page, i) => i > 0 && pageLines(page).includes("Plan d'action")) + 1;
    text = flat(pages.map((page) => page.text).join('\n'));
  });

  it("lists the kept risks' actions by due date, with owner, status in words, closure note and date", () => {
    const section = text.slice(text.lastIndexOf("Plan d'action"));
    expect(section).toMatch(/Risque Action Responsable Échéance Statut Note de fermeture Fermée le/);
    const order = [
      'Poser un garde-corps conforme',
      'Installer un écran de soudage',
      'Réparer la ventilation',
    ];
    const positions = order.map((title) => section.indexOf(title));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(section).toContain('SST_001 — Chute de hauteur depuis la mezzanine');
    expect(section).toContain('Julie Roy');
    expect(section).toContain('Vérifiée');
    expect(section).toContain('En cours');
    expect(section).toContain('Réalisée');
    expect(section).toContain('Garde-corps vérifié par le contremaître.');
    expect(section).toContain('3 déc. 2026');
    expect(section).toContain('29 nov. 2026');
  });

  it('leaves out the actions of risks left out of the report', () => {
    expect(text).not.toContain('Action sur un risque écarté');
    expect(text).not.toContain('SST_002');
  });

  it('shows the after photos small, under the plan, and lists the plan in the contents', async () => {
    expect(planPage).toBeGreaterThan(1);
    const section = text.slice(text.lastIndexOf("Plan d'action"));
    expect(section).toContain('Photos après correction');
    const widths = await imageWidths(pdf, planPage);
    expect(widths).toHaveLength(2);
    for (const width of widths) expect(width).toBeLessThanOrEqual(150);
    expect(text.slice(0, text.indexOf('Page 1 /'))).toMatch(new RegExp(`Plan d'action \\.+ ?${planPage}`));
  });

  it('prints nothing of an empty plan, nor of a plan whose actions all belong to left-out risks', async () => {
    for (const actions of [[], ACTIONS.filter((action) => action.riskId === 'SST_002')]) {
      const all = flat(
        (await extractPdfPages(await renderReport(input(actions)))).map((p) => p.text).join(' '),
      );
      expect(all).not.toContain("Plan d'action");
      expect(all).not.toContain('Photos après correction');
    }
  });

  for (const language of ['en', 'es', 'de', 'pt', 'zh', 'ja'] as const) {
    it(`titles the plan and words the statuses in ${language}`, async () => {
      const labels = REPORT_LABELS[language];
      const all = flat(
        (await extractPdfPages(await renderReport(input(ACTIONS, language)))).map((p) => p.text).join(' '),
      ).replace(/\s/g, '');
      for (const words of [
        labels.office.actionPlanTitle,
        labels.afterPhotos,
        labels.office.statuses.verified,
        labels.office.statuses.in_progress,
        labels.office.statuses.done,
        labels.office.columns.dueDate,
      ]) {
        expect(all, words).toContain(words.replace(/\s/g, ''));
      }
    });
  }
});

import ExcelJS from 'exceljs';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '#shared/i18n/resources';
import { levelHex } from '#core/reports/office/content';
import { benchInput } from '#core/reports/pdf/bench';
import { renderXlsx } from '#core/reports/xlsx/render-xlsx';
import { sheetName } from '#core/reports/xlsx/sheet';
import { ADVISER_FINDING, KEPT, officeInput } from '../../fixtures/office-report-input';
import { DESELECTED, JAPANESE_TITLES, japaneseAnalysis } from '../../fixtures/report-analyses';

async function workbookOf(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet's rows as arrays of cell values (column A first). */
function rowsOf(sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

const allText = (workbook: ExcelJS.Workbook) =>
  workbook.worksheets.flatMap((sheet) => rowsOf(sheet).flat().map(String)).join('\n');

describe('Excel risk register and action plan (French)', () => {
  let workbook: ExcelJS.Workbook;
  let register: ExcelJS.Worksheet;
  let plan: ExcelJS.Worksheet;

  beforeAll(async () => {
    workbook = await workbookOf(await renderXlsx(officeInput()));
    register = workbook.worksheets[0]!;
    plan = workbook.worksheets[1]!;
  });

  it('has the two sheets, named in French', () => {
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Registre des risques', "Plan d'action"]);
  });

  it('has one register row per kept risk, with translated headers', () => {
    const [header, ...rows] = rowsOf(register);
    expect(header).toEqual([
      'N° du risque',
      'Famille',
      'Titre',
      'Description',
      'Probabilité',
      'Gravité',
      'Score (P × G)',
      'Niveau',
      'Niveau résiduel',
      'Mesures de maîtrise (hiérarchie des mesures)',
      'Références réglementaires',
      'Preuves',
      'Note du conseiller',
      'Origine',
    ]);
    expect(rows.map((row) => row[0])).toEqual(KEPT);
    const text = allText(workbook);
    for (const id of DESELECTED) expect(text).not.toContain(id);
    expect(text).not.toMatch(/DÉSÉLECTIONN/);
  });

  it('fills a risk row: family, rating, controls one per line by level, citations, evidence, note', () => {
    const sst1 = rowsOf(register)[1]!;
    expect(sst1.slice(0, 9)).toEqual([
      'SST_001',
      'Chutes de hauteur',
      'Chute de hauteur depuis la mezzanine',
      expect.stringContaining('Garde-corps absent sur 4 m'),
      4,
      5,
      20,
      'Critique',
      'Modéré',
    ]);
    expect(String(sst1[9]).split('\n')).toEqual([
      'Élimination : Déplacer le chargement des bacs au rez-de-chaussée.',
      "Mesures d'ingénierie : Installer un garde-corps conforme avec lisse intermédiaire et plinthe.",
      "Mesures administratives : Interdire l'accès à la mezzanine sans autorisation du contremaître.",
      "Équipements de protection individuelle : Harnais antichute relié à un point d'ancrage de 18 kN.",
    ]);
    expect(String(sst1[10]).split('\n')).toEqual([
      'Règlement sur la santé et la sécurité du travail (RLRQ, c. S-2.1, r. 13), art. 12 à 15 (confirmée) — Garde-corps et ouvertures',
      "Loi sur la santé et la sécurité du travail, article non confirmé — Obligations de l'employeur",
    ]);
    expect(String(sst1[11])).toContain('programme-prevention.pdf, p. 7 : « La mezzanine est accessible');
    expect(sst1[12]).toBe('Vu avec le contremaître le 2 mars.');
    expect(sst1[13]).toBe('Proposé par le moteur');
    const own = rowsOf(register).find((row) => row[0] === ADVISER_FINDING)!;
    expect(own[1]).toBe('Glissades et trébuchements');
    expect(own[13]).toBe('Ajouté par le conseiller');
  });

  it('carries the edited severity and the level it gives, in the level colour', () => {
    const sst5 = rowsOf(register).find((row) => row[0] === 'SST_005')!;
    expect(sst5.slice(4, 8)).toEqual([2, 5, 10, 'Élevé']);
    const rowNumber = KEPT.indexOf('SST_005') + 2;
    const fill = register.getCell(rowNumber, 8).fill as ExcelJS.FillPattern;
    expect(fill.fgColor?.argb).toBe(`FF${levelHex('high')}`);
    expect((register.getCell(2, 8).fill as ExcelJS.FillPattern).fgColor?.argb).toBe(
      `FF${levelHex('critical')}`,
    );
    expect((register.getCell(2, 9).fill as ExcelJS.FillPattern).fgColor?.argb).toBe(
      `FF${levelHex('medium')}`,
    );
    expect(levelHex('critical')).toBe('E63833');
  });

  it('lists the actions of the kept risks by due date, dates as date cells', () => {
    const [header, ...rows] = rowsOf(plan);
    expect(header).toEqual([
      'N° du risque',
      'Titre du risque',
      'Action',
      'Responsable',
      'Échéance',
      'Statut',
      'Note de fermeture',
      'Fermée le',
    ]);
    expect(rows).toEqual([
      [
        'SST_001',
        'Chute de hauteur depuis la mezzanine',
        'Réinstaller le garde-corps sud de la mezzanine',
        'Marie Côté',
        new Date('2026-03-20T00:00:00.000Z'),
        'Réalisée',
        'Garde-corps posé et inspecté.',
        new Date('2026-03-18T00:00:00.000Z'),
      ],
      [
        'SST_003',
        'Travail à chaud près de solvants',
        "Remplacer l'acétone par un dégraissant aqueux",
        'Luc Gagnon',
        new Date('2026-04-15T00:00:00.000Z'),
        'En cours',
        '',
        // An open action has no closing date: the cell is left empty.
      ],
    ]);
    expect(plan.getCell('E2').numFmt).toBe('yyyy-mm-dd');
    expect(plan.getCell('E2').type).toBe(ExcelJS.ValueType.Date);
  });

  it('freezes the header row, filters every column, wraps text and sets widths', () => {
    for (const sheet of [register, plan]) {
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getCell('A1').font?.bold).toBe(true);
      expect(sheet.getCell('B2').alignment?.wrapText).toBe(true);
    }
    expect(register.getColumn(4).width).toBe(60);
    expect(register.autoFilter).toBe('A1:N1');
    expect(plan.autoFilter).toBe('A1:H1');
  });
});

describe('Excel export (names, languages, size)', () => {
  it('makes sheet names Excel accepts', () => {
    expect(sheetName('Plan : [phase 1] / suivi? *urgent* \\ 2026 et au-delà de tout')).toBe(
      'Plan phase 1 suivi urgent 2026',
    );
    expect(sheetName("'Registre'")).toBe('Registre');
    for (const language of Object.keys(resources) as (keyof typeof resources)[]) {
      const office = resources[language].reports.office;
      for (const name of [office.registerSheet, office.actionPlanTitle]) {
        expect(sheetName(name), `${language}: ${name}`).toBe(name);
      }
    }
  });

  it('renders a Japanese workbook with its CJK text intact', async () => {
    const workbook = await workbookOf(
      await renderXlsx({
        ...officeInput(japaneseAnalysis()),
        selectedRiskIds: ['SST_001', 'SST_003', 'SST_005'],
      }),
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['リスク登録簿', 'アクションプラン']);
    const text = allText(workbook);
    for (const title of JAPANESE_TITLES) expect(text).toContain(title);
    expect(text).toContain('中二階の手すりが4メートルにわたって欠けており、荷積み時に墜落する危険性が高い。');
    expect(text).toContain('高所からの墜落');
    expect(text).toContain('対応中');
    expect(text).not.toContain('選択解除');
    expect(text).not.toContain('\uFFFD');
  });

  it('renders the largest fixture (20 risks) quickly', { timeout: 60_000 }, async () => {
    const input = benchInput();
    await renderXlsx(input);
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      size = (await renderXlsx(input)).byteLength;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`xlsx bench: ${times[1]?.toFixed(0)} ms warm (median of 3), ${(size / 1024).toFixed(0)} KiB`);
    expect(times[1]).toBeLessThan(1500);
    const rows = rowsOf((await workbookOf(await renderXlsx(input))).worksheets[0]!);
    expect(rows).toHaveLength(21);
  });

  it('uses every text of the exports', () => {
    const root = new URL('../../../', import.meta.url).pathname;
    const code = [
      'functions/core/reports/docx',
      'functions/core/reports/xlsx',
      'functions/core/reports/office',
    ]
      .flatMap((folder) => readdirSync(join(root, folder)).map((file) => join(root, folder, file)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const office = resources.fr.reports.office;
    const unused = [
      ...Object.keys(office).filter((key) => !new RegExp(`\\b${key}\\b`).test(code)),
      ...Object.keys(office.columns).filter((key) => !new RegExp(`columns\\.${key}\\b`).test(code)),
    ];
    expect(unused).toEqual([]);
  });
});

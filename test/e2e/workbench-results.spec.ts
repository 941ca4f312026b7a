import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { expect, test, type Download, type Page } from '@playwright/test';
import { encodeImage } from '../fixtures/extraction/builders';
import { pdfText } from '../support/pdf-text';
import { signInThroughForm, verifiedAdvisor } from './support/accounts';
import { analysisThroughApi } from './support/analyses';
import { violations } from './support/axe';
import { openRiskDetails } from './support/results';

const NOTE = {
  name: 'inspection.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from(
    'Le convoyeur de la ligne 2 fonctionne sans protecteur : points de pincement accessibles. ' +
      'Les chariots élévateurs traversent l’allée piétonne sans séparation. ' +
      'Le panneau électrique du quai est ouvert, conducteurs accessibles.',
    'utf8',
  ),
};

const cards = (page: Page) => page.getByTestId('risk-card');
const card = (page: Page, riskId: string) =>
  page.locator(`[data-testid="risk-card"][data-risk-id="${riskId}"]`);

async function saved(download: Download): Promise<Buffer> {
  return readFileSync((await download.path())!);
}

async function analysisJson(page: Page, id: string) {
  return (await (await page.request.get(`/api/analysis/${id}`)).json()) as {
    analysis: { risks: { riskId: string; title: string; recommendations: string[] }[] };
    workbench: { selectedRisks: string[] };
  };
}

test.describe('adviser workbench: the results screen', () => {
  test.setTimeout(180_000);

  test('keeps the selection and edits, adds a finding, merges duplicates, plans and closes an action, and exports PDF, Word and Excel', async ({
    page,
  }) => {
    const advisor = await verifiedAdvisor(page.request);
    await signInThroughForm(page, advisor.email, advisor.password);
    await expect(page.getByTestId('start-analysis')).toBeVisible();
    const id = await analysisThroughApi(page.request, NOTE, 'Entrepôt — quai 2');
    const before = await analysisJson(page, id);
    expect(before.analysis.risks.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = before.analysis.risks.map((r) => r.riskId) as [string, string, string];

    await page.goto(`/conseiller-sst-analysis-results?id=${id}`);
    await expect(cards(page).first()).toBeVisible();

    // The kept risks' recommendations, numbered with their risk (spec 2.3); an unticked risk leaves.
    const recommendations = page.getByTestId('results-recommendations').getByTestId('recommendation');
    const countOf = (risks: typeof before.analysis.risks) =>
      risks.reduce((sum, risk) => sum + risk.recommendations.length, 0);
    await expect(recommendations).toHaveCount(countOf(before.analysis.risks));
    await expect(recommendations.first()).toContainText(first);

    // Untick the third risk: saved on the server.
    await card(page, third).getByRole('checkbox').uncheck();
    await expect(recommendations).toHaveCount(
      countOf(before.analysis.risks.filter((risk) => risk.riskId !== third)),
    );
    await expect
      .poll(async () => (await analysisJson(page, id)).workbench.selectedRisks)
      .not.toContain(third);

    // Severity and likelihood changed: the level follows, the engine's values stay visible.
    await openRiskDetails(card(page, first));
    await card(page, first).getByTestId('risk-edit').click();
    const dialog = page.getByTestId('risk-edit-dialog');
    await dialog.getByTestId('risk-form-likelihood').selectOption('1');
    await dialog.getByTestId('risk-form-severity').selectOption('2');
    await expect(dialog.getByTestId('risk-form-level')).toContainText('Faible');
    await dialog.getByTestId('risk-form-title').fill('Convoyeur ligne 2 — protecteur à remettre');
    await dialog.getByTestId('risk-edit-save').click();
    await expect(card(page, first).getByTestId('risk-title')).toHaveText(
      'Convoyeur ligne 2 — protecteur à remettre',
    );
    await expect(card(page, first).getByTestId('risk-score')).toContainText('2');

    // Reopened: the selection and the edit as left.
    await page.reload();
    await expect(card(page, third).getByRole('checkbox')).not.toBeChecked();
    await openRiskDetails(card(page, first));
    await expect(card(page, first).getByTestId('risk-edited-by')).toContainText(advisor.email);
    await card(page, first).getByTestId('show-original').click();
    await expect(card(page, first).getByTestId('risk-original')).toContainText('Proposé par le moteur');

    // A finding of the adviser's own, with a note.
    await page.getByTestId('add-finding').click();
    const finding = page.getByTestId('own-finding-dialog');
    await finding.getByTestId('own-finding-family').selectOption('ergonomics');
    await finding.getByTestId('risk-form-title').fill('Manutention de bacs de 25 kg');
    await finding
      .getByLabel('Description')
      .fill('Bacs soulevés à bout de bras au quai 2, plusieurs fois par heure.');
    await finding.getByTestId('risk-form-note').fill('Vu avec le contremaître');
    await finding.getByTestId('own-finding-save').click();
    const own = cards(page).filter({ has: page.getByTestId('own-finding-badge') });
    await expect(own).toHaveCount(1);
    await openRiskDetails(own);
    await expect(own.getByTestId('risk-note')).toContainText('Vu avec le contremaître');

    // Two duplicates merged into one.
    const count = await cards(page).count();
    await card(page, first).getByTestId('risk-merge').click();
    await page.getByTestId('merge-which').selectOption(second);
    await page.getByTestId('merge-confirm').click();
    await expect(cards(page)).toHaveCount(count - 1);
    await expect(card(page, first).getByTestId('risk-merged')).toContainText(second);

    // An action with an owner and the default due date of its level, closed with an after photo.
    const plan = card(page, first).getByTestId('risk-action-plan');
    await plan.getByTestId('action-add').click();
    await expect(plan.getByTestId('action-due-default')).toContainText('180');
    await plan.getByTestId('action-title').fill('Réinstaller le protecteur du convoyeur');
    await plan.getByTestId('action-owner').fill('Marc Roy');
    await plan.getByTestId('action-save').click();
    const action = plan.getByTestId('action-item');
    await expect(action).toContainText('Marc Roy');
    await action.getByTestId('action-status').selectOption('done');
    await expect(action).toHaveAttribute('data-status', 'done');
    await action.getByTestId('action-closure-note').fill('Protecteur fixé et vérifié');
    await action.getByTestId('action-after-photo').setInputFiles({
      name: 'apres.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        await encodeImage(
          { width: 120, height: 80, data: new Uint8ClampedArray(120 * 80 * 4).fill(200) },
          'png',
        ),
      ),
    });
    await action.getByTestId('action-save-closure').click();
    await expect(action.getByRole('img')).toBeVisible();

    // The report's cover.
    await page.getByTestId('report-cover').locator('summary').click();
    await page.getByTestId('cover-clientName').fill('Transports Boréal inc.');
    await page.getByTestId('cover-visitDate').fill('2026-11-20');
    await page.getByTestId('cover-save').click();
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/api/analysis/${id}`)).json()) as {
              workbench: { report: { clientName: string } };
            }
          ).workbench.report.clientName,
      )
      .toBe('Transports Boréal inc.');

    expect(await violations(page)).toEqual([]);

    // PDF, Word and Excel carry what the screen shows.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-pdf').click(),
    ]);
    // Table cells wrap: compared without line breaks and spaces.
    const pdfContent = (await pdfText(new Uint8Array(await saved(pdf)))).replace(/\s+/g, '');
    for (const expected of [
      'Convoyeur ligne 2',
      'Manutention de bacs de 25 kg',
      'Transports Boréal inc.',
      'Protecteur fixé et vérifié',
    ])
      expect(pdfContent).toContain(expected.replace(/\s+/g, ''));
    const [word] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-docx').click(),
    ]);
    const wordText = (await mammoth.extractRawText({ buffer: await saved(word) })).value;
    expect(wordText).toContain('Convoyeur ligne 2 — protecteur à remettre');
    expect(wordText).toContain('Transports Boréal inc.');
    const [excel] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-xlsx').click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await saved(excel)) as unknown as ArrayBuffer);
    const cells = workbook.worksheets.flatMap((sheet) =>
      sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map((v) => String(v ?? '')) : [])),
    );
    expect(cells).toContain('Convoyeur ligne 2 — protecteur à remettre');
    expect(cells).toContain('Réinstaller le protecteur du convoyeur');
  });

  test('an English interface opening a French analysis stays English', async ({ page }) => {
    const advisor = await verifiedAdvisor(page.request);
    await signInThroughForm(page, advisor.email, advisor.password);
    await expect(page.getByTestId('start-analysis')).toBeVisible();
    const id = await analysisThroughApi(page.request, NOTE, 'Entrepôt — quai 2');
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await page.goto(`/conseiller-sst-analysis-results?id=${id}`);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('add-finding')).toHaveText('Add a finding');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The report's language is a choice of its own, the analysis's by default.
    await expect(page.getByTestId('report-language')).toHaveValue('fr');
  });
});

import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { expect, test } from '@playwright/test';
import { SECTORS } from '#shared/taxonomy';
import { SECTOR_NAMES } from '#shared/taxonomy/names';
import { signInThroughForm } from './support/accounts';

const ENTERPRISE = { email: 'entreprise@demo.local', password: 'demo-password-1' };
const INTERNATIONAL = { email: 'international@demo.local', password: 'demo-password-1' };
const note = (name: string, text: string) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text, 'utf8'),
});

test.describe('enterprise and international editions', () => {
  test.setTimeout(120_000);

  test('an enterprise team zips its files, analyses them, saves the analysis and clears everything', async ({
    page,
  }) => {
    await signInThroughForm(page, ENTERPRISE.email, ENTERPRISE.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/risk-analysis');
    await expect(page.getByTestId('enterprise-badge')).toBeVisible();

    await page
      .getByTestId('browse-input')
      .setInputFiles([
        note('note-quai.txt', "Chariot élévateur dans l'allée piétonne, sans marquage."),
        note('note-atelier.txt', 'Convoyeur sans protecteur sur la ligne 2.'),
      ]);
    await page.getByTestId('select-all-files').click();
    const download = page.waitForEvent('download');
    await page.getByTestId('download-selected-files').click();
    const zip = await download;
    expect(zip.suggestedFilename()).toMatch(/^note-quai_note-atelier.*_\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipSync(new Uint8Array(await readFile((await zip.path())!)));
    expect(Object.keys(entries).sort()).toEqual(['note-atelier.txt', 'note-quai.txt']);
    expect(new TextDecoder().decode(entries['note-atelier.txt'])).toContain('Convoyeur');

    await page.getByLabel('Zone de travail').fill('Entrepôt central');
    await page.getByTestId('start-analysis').click();
    await expect(page).toHaveURL(/\/risk-analysis-results\?id=[\w-]+$/, { timeout: 60_000 });
    await expect(page.getByTestId('risk-card').first()).toContainText(/SST_\d{3}/);
    const analysisId = new URL(page.url()).searchParams.get('id');

    await page.getByTestId('save-analysis').click();
    await expect(page.getByText('Analyse enregistrée.').first()).toBeVisible();
    const listed = (await (await page.request.get('/api/analyses')).json()) as {
      analyses: { id: string; savedToStandard: boolean }[];
    };
    expect(listed.analyses.find((a) => a.id === analysisId)?.savedToStandard).toBe(true);

    await page.getByTestId('new-analysis').click();
    await expect(page).toHaveURL(/\/risk-analysis$/);
    await page.getByTestId('browse-input').setInputFiles(note('reste.txt', 'Bruit élevé.'));
    await page.getByTestId('clear-all').click();
    const dialog = page.getByTestId('clear-all-dialog');
    await expect(dialog).toContainText('TOUS les fichiers et données de toutes les sections');
    await dialog.getByRole('button', { name: 'Tout effacer' }).click();
    await expect(page.getByText(/Analyses enregistrées supprimées : [1-9]/).first()).toBeVisible();
    await expect(page.getByTestId('selected-files')).toHaveCount(0);
    const after = (await (await page.request.get('/api/analyses')).json()) as { analyses: unknown[] };
    expect(after.analyses).toEqual([]);
  });

  test('the international edition analyses for a country and numbers its risks ISST', async ({ page }) => {
    await signInThroughForm(page, INTERNATIONAL.email, INTERNATIONAL.password);
    await expect(page).toHaveURL(/\/international-sst\/app$/);
    const country = page.getByLabel('Pays / juridiction');
    await expect(country).toHaveValue('US');
    await country.selectOption('FR');
    await page.getByTestId('browse-input').setInputFiles(note('visite.txt', 'Convoyeur sans protecteur.'));
    await page.getByLabel('Zone de travail').fill('Atelier de Lyon');
    await page.getByTestId('start-analysis').click();

    await expect(page).toHaveURL(/\/international-sst-analysis-results\?id=[\w-]+$/, { timeout: 60_000 });
    await expect(page.getByTestId('risk-card').first()).toContainText(/ISST_\d{3}/);
    await expect(page.getByTestId('analysis-info')).toContainText('Atelier de Lyon');
    await expect(page.getByTestId('applicable-regulations')).toBeVisible();
  });

  test('the sector lists follow the interface language', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
    await page.request.post('/api/login', { data: INTERNATIONAL });
    await page.goto('/international-sst/app');
    const main = page.getByLabel('Sector principal');
    await expect(main.locator('option', { hasText: SECTOR_NAMES.es.construction! })).toHaveCount(1);
    await main.selectOption('construction');
    const firstSub = SECTORS.find((sector) => sector.id === 'construction')!.subSectors[0]!;
    await expect(
      page.getByLabel('Subsector').locator('option', { hasText: SECTOR_NAMES.es[firstSub.id]! }),
    ).toHaveCount(1);
  });
});

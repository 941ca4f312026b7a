import { readFile } from 'node:fs/promises';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { JAPANESE_SENTENCES, NO_LINE_START } from '../support/line-breaking';
import { extractPdfPages, pageLines, pdfText } from '../support/pdf-text';
import { APP_URL, MAILBOX_URL } from './playwright.config';
import { signInThroughForm, uniqueEmail, verifiedAdvisor } from './support/accounts';
import { analysisThroughApi, inspectionPdf, signPhoto } from './support/analyses';

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  attachments: { filename: string; contentType: string; content: string }[];
}

/** Two photos of signs and an inspection note, as an adviser brings back from a plant. */
async function siteFiles() {
  return {
    photos: [
      await signPhoto('panneau-electrique.jpg', ['DANGER', 'HAUTE TENSION']),
      await signPhoto('allee-chariots.png', ['ATTENTION', 'CHARIOTS ÉLÉVATEURS'], 'png'),
    ],
    note: await inspectionPdf('note-inspection.pdf', [
      'Visite du 12 mars.',
      'Le convoyeur de la ligne 2 fonctionne sans protecteur.',
      'Les points de pincement sont accessibles.',
    ]),
  };
}

/** Runs a whole analysis from the input screen and waits for the results screen. */
async function analyseSite(page: Page) {
  const { photos, note } = await siteFiles();
  await page.getByLabel('Téléverser des images', { exact: true }).setInputFiles(photos);
  await page.getByLabel('Documents', { exact: true }).setInputFiles(note);
  await expect(page.getByTestId('selected-files')).toContainText('panneau-electrique');
  await expect(page.getByTestId('selected-files')).toContainText('note-inspection.pdf');
  await page.getByLabel('Zone de travail').fill('Usine de Laval — ligne 2');
  expect(photos[1]!.buffer.length).toBeGreaterThan(500 * 1024);
  await page.getByRole('button', { name: "Lancer l'analyse" }).click();
  // The large PNG is compressed in the browser before it is sent, and the saving is announced.
  await expect(page.getByText(/Images compressées : 1 — /).first()).toBeVisible();
  // The steps of the job are shown while it runs.
  await expect(page.getByTestId('analysis-step')).toBeVisible();
  await expect(page).toHaveURL(/\/conseiller-sst-analysis-results\?id=[\w-]+$/, { timeout: 90_000 });
  await expect(page.getByTestId('risk-card').first()).toBeVisible();
}

/** A Japanese adviser's note, long enough for its quoted findings to wrap in the report. */
const JAPANESE_NOTE = {
  name: '点検メモ.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from(JAPANESE_SENTENCES.join(''), 'utf8'),
};

/** The report's level names, highest first, as the cover's key figures and summary line order them. */
const LEVELS = { critical: 'Critique', high: 'Élevé', medium: 'Modéré', low: 'Faible' } as const;

async function riskIds(page: Page): Promise<string[]> {
  return page
    .getByTestId('risk-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-risk-id')!));
}

async function downloadPdf(page: Page): Promise<Uint8Array> {
  const download = page.waitForEvent('download');
  await page.getByTestId('download-pdf').click();
  return new Uint8Array(await readFile((await (await download).path())!));
}

test.describe('report journeys', () => {
  test.setTimeout(150_000);

  test('an adviser photographs the site, picks the risks and gets a PDF of exactly those, then e-mails it', async ({
    page,
    request,
  }) => {
    const advisor = await verifiedAdvisor(request);
    await signInThroughForm(page, advisor.email, advisor.password);
    await expect(page).toHaveURL(/\/conseiller-sst\/app$/);
    await analyseSite(page);

    const ids = await riskIds(page);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const counter = page.getByTestId('selected-counter');
    await expect(counter).toContainText(`${ids.length}`);
    const dropped = ids[1]!;
    await page
      .locator(`[data-testid="risk-card"][data-risk-id="${dropped}"]`)
      .getByRole('checkbox')
      .uncheck();
    await expect(counter).toContainText(`${ids.length - 1}`);
    const kept = ids.filter((id) => id !== dropped);

    const pdf = await downloadPdf(page);
    const text = await pdfText(pdf);
    for (const id of kept) expect(text).toContain(id);
    expect(text).not.toContain(dropped);

    // The cover counts the kept risks only: in all, by level in its summary line, and in its key figures.
    const analysisId = new URL(page.url()).searchParams.get('id')!;
    const { analysis } = (await (await page.request.get(`/api/analysis/${analysisId}`)).json()) as {
      analysis: { risks: { riskId: string; level: keyof typeof LEVELS }[] };
    };
    const keptRisks = analysis.risks.filter((risk) => kept.includes(risk.riskId));
    expect(keptRisks).toHaveLength(kept.length);
    const counts = Object.keys(LEVELS).map(
      (level) => keptRisks.filter((risk) => risk.level === level).length,
    );
    const byLevel = Object.values(LEVELS)
      .map((name, i) => [name, counts[i]!] as const)
      .filter(([, count]) => count > 0)
      .map(([name, count]) => `${name}\\s*:\\s*${count}`)
      .join(', ');
    const cover = pageLines((await extractPdfPages(pdf))[0]!);
    expect(cover).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Risques retenus pour ce rapport\\s*:\\s*${kept.length} — ${byLevel}$`),
      ),
    );
    // The key figures: one box per level, critical first, their numbers on one baseline.
    expect(cover).toContain(counts.join(''));

    // The photos are shown with their findings; the compressed PNG arrived as a JPEG.
    await expect(page.getByTestId('analysed-images')).toContainText('allee-chariots.jpg');

    // Print opens the PDF of the selection in a new window (the print dialog follows once it has loaded).
    const popup = page.waitForEvent('popup');
    await page.getByTestId('print-pdf').click();
    const printed = await popup;
    await expect.poll(() => printed.url()).toMatch(/^blob:/);
    await printed.close();

    // The same report by e-mail, delivered to the local mailbox with the PDF attached.
    const recipient = uniqueEmail('client');
    await page.getByTestId('email-report').click();
    await page.getByTestId('email-recipient').fill(recipient);
    await page.getByTestId('email-send').click();
    await expect(page.getByText(recipient).first()).toBeVisible();
    const deadline = Date.now() + 15_000;
    let mail: StoredMail | undefined;
    while (!mail && Date.now() < deadline) {
      const { emails } = (await (await request.get(`${MAILBOX_URL}/store`)).json()) as {
        emails: StoredMail[];
      };
      mail = emails.find((m) => m.destination.to.some((to) => to.includes(recipient)));
      if (!mail) await new Promise((r) => setTimeout(r, 250));
    }
    expect(mail?.attachments).toHaveLength(1);
    expect(mail!.attachments[0]!.contentType).toBe('application/pdf');
    const mailed = await pdfText(new Uint8Array(Buffer.from(mail!.attachments[0]!.content, 'base64')));
    for (const id of kept) expect(mailed).toContain(id);
    expect(mailed).not.toContain(dropped);

    // With nothing selected, the report actions are disabled.
    await page.getByTestId('select-all-toggle').click();
    await expect(counter).toContainText(`${ids.length}`);
    await page.getByTestId('select-all-toggle').click();
    await expect(page.getByTestId('download-pdf')).toBeDisabled();
    await expect(page.getByTestId('email-report')).toBeDisabled();
    await expect(page.getByTestId('print-pdf')).toBeDisabled();
  });

  test('a Japanese analysis gives a PDF with its Japanese risk titles', async ({ page, request }) => {
    const advisor = await verifiedAdvisor(request);
    await page.addInitScript(() => window.localStorage.setItem('language', 'ja'));
    // Signed in by the API (the login form is covered elsewhere; here it would be in Japanese).
    await page.request.post('/api/login', { data: { email: advisor.email, password: advisor.password } });
    await page.goto('/conseiller-sst/app');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.getByTestId('browse-input').setInputFiles(JAPANESE_NOTE);
    await page.getByLabel('作業エリア').fill('第2ライン');
    await page.getByTestId('start-analysis').click();
    await expect(page).toHaveURL(/\/conseiller-sst-analysis-results\?id=[\w-]+$/, { timeout: 90_000 });
    await expect(page.getByTestId('risk-card').first()).toBeVisible();

    await expect(page.getByTestId('risk-title').first()).toBeVisible();
    const titles = await page.getByTestId('risk-title').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const pdf = await downloadPdf(page);
    const text = (await pdfText(pdf)).replace(/\s+/g, '');
    for (const title of titles) expect(text).toContain(title.replace(/\s+/g, ''));

    // Japanese wraps between any two characters, but no line starts with a closing mark, small kana or ー.
    const lines = (await extractPdfPages(pdf)).flatMap(pageLines);
    // Full lines (40 characters of Japanese or more) show paragraphs long enough to wrap: descriptions,
    // controls and the note's sentences quoted as evidence.
    const full = lines.filter((line) => (line.match(/[\u3040-\u30ff\u4e00-\u9fff]/g) ?? []).length >= 40);
    expect(full.length).toBeGreaterThan(20);
    expect(lines.filter((line) => NO_LINE_START.test(line))).toEqual([]);
  });

  test('another user’s analysis is not found on the results URL, the PDF route and the e-mail route', async ({
    page,
    request,
  }) => {
    // Someone else's finished analysis.
    const owner = await verifiedAdvisor(request);
    const ownerApi = await playwrightRequest.newContext({ baseURL: APP_URL });
    await ownerApi.post('/api/login', { data: { email: owner.email, password: owner.password } });
    const { note } = await siteFiles();
    const theirs = await analysisThroughApi(ownerApi, note);
    await ownerApi.dispose();

    const intruder = await verifiedAdvisor(request);
    await signInThroughForm(page, intruder.email, intruder.password);
    await expect(page).toHaveURL(/\/conseiller-sst\/app$/);

    expect((await page.request.get(`/api/analyses/${theirs}/pdf?selectedRisks=SST_001`)).status()).toBe(404);
    expect((await page.request.head(`/api/analyses/${theirs}/pdf`)).status()).toBe(404);
    const mailed = await page.request.post(`/api/analyses/${theirs}/send-email`, {
      data: { recipientEmail: 'client@exemple.ca', selectedRisks: ['SST_001'] },
    });
    expect(mailed.status()).toBe(404);

    // The results screen sends the signed-in adviser to their own history, not to a marketing page.
    await page.goto(`/conseiller-sst-analysis-results?id=${theirs}`);
    await expect(page).toHaveURL(/\/conseiller-sst\/history$/);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from './support/accounts';
import { analysisThroughApi } from './support/analyses';

const ADVISOR = { email: 'conseiller@demo.local', password: 'demo-password-1' };

/** WCAG 2.1 A and AA rules that axe can check automatically. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

test.describe('accessibility of the analysis screens (WCAG 2.1 AA, automated rules)', () => {
  test('the input screen and the results screen have no violations', async ({ page }) => {
    await signInThroughForm(page, ADVISOR.email, ADVISOR.password);
    await expect(page.getByTestId('start-analysis')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    const id = await analysisThroughApi(page.request, {
      name: 'note.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Convoyeur sans protecteur. Chariot élévateur dans l’allée piétonne.', 'utf8'),
    });
    await page.goto(`/conseiller-sst-analysis-results?id=${id}`);
    await expect(page.getByTestId('risk-card').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.getByTestId('email-report').click();
    await expect(page.getByTestId('email-recipient')).toBeFocused();
    expect(await violations(page)).toEqual([]);
  });
});

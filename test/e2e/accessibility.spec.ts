import { expect, test } from '@playwright/test';
import { signInThroughForm } from './support/accounts';
import { analysisThroughApi } from './support/analyses';
import { violations } from './support/axe';

const ADVISOR = { email: 'conseiller@demo.local', password: 'demo-password-1' };

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

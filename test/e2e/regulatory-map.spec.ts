import { expect, test } from '@playwright/test';
import { CANADIAN_INFO } from '#shared/knowledge/jurisdictions';
import { violations } from './support/axe';

/** `#1d4ed8` as the browser reports a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.describe('the public regulatory framework page (/canadian-regulatory)', () => {
  test('the footer leads to it; a click or the keyboard opens a jurisdiction’s card, a second one closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Réglementation canadienne' }).click();
    await expect(page).toHaveURL(/\/canadian-regulatory$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cadre réglementaire canadien en santé et sécurité du travail',
    );
    await expect(page.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');

    // A click on Québec opens CNESST's card with the laws the analysis uses, in French.
    const quebec = page.getByRole('button', { name: 'QC — Québec', exact: true });
    const card = page.getByTestId('jurisdiction-card');
    await quebec.click();
    await expect(card).toHaveAttribute('data-code', 'QC');
    await expect(card.getByRole('heading', { name: 'Québec' })).toBeVisible();
    await expect(card).toContainText('CNESST');
    await expect(card.getByTestId('card-agency')).toContainText(
      "Commission des normes, de l'équité, de la santé et de la sécurité du travail",
    );
    const laws = card.getByTestId('analysis-laws');
    await expect(laws).toContainText('Loi sur la santé et la sécurité du travail (LSST), RLRQ, c. S-2.1');
    await expect(laws).toContainText('Code de sécurité pour les travaux de construction (CSTC)');
    await expect(laws).toContainText('Code criminel, art. 217.1');
    await expect(card.getByRole('link', { name: /Site officiel : cnesst\.gouv\.qc\.ca/ })).toHaveAttribute(
      'href',
      'https://cnesst.gouv.qc.ca',
    );
    await expect(quebec).toHaveAttribute('aria-expanded', 'true');
    expect(await violations(page)).toEqual([]);

    // A second click closes it.
    await quebec.click();
    await expect(card).toHaveCount(0);
    await expect(quebec).toHaveAttribute('aria-expanded', 'false');

    // The keyboard: Tab from the language toggle reaches Québec first; Enter opens, Space closes.
    await page.getByRole('button', { name: 'EN', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(quebec).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card).toHaveAttribute('data-code', 'QC');
    await expect(laws).toContainText('RLRQ, c. S-2.1, r. 13');
    await page.keyboard.press(' ');
    await expect(card).toHaveCount(0);

    // The close button closes the card and gives the focus back to the shape.
    await page.keyboard.press('Enter');
    await card.getByRole('button', { name: 'Fermer la fiche : Québec' }).click();
    await expect(card).toHaveCount(0);
    await expect(quebec).toBeFocused();

    // The round FED marker opens the federal card: Canada Labour Code, Part II.
    await page.getByRole('button', { name: 'FED — Fédéral (Code canadien du travail)', exact: true }).click();
    await expect(card).toHaveAttribute('data-code', 'FEDERAL');
    await expect(card).toContainText('EDSC');
    await expect(laws).toContainText('Code canadien du travail, partie II');
    await expect(laws).toContainText('Règlement canadien sur la santé et la sécurité au travail (RCSST)');
  });

  test('shows all 14 jurisdictions, each edged with its colour, the due-diligence notice and the info box', async ({
    page,
  }) => {
    await page.goto('/canadian-regulatory');

    const cards = page.getByTestId('overview-card');
    await expect(cards).toHaveCount(14);
    for (const [index, info] of CANADIAN_INFO.entries()) {
      const item = cards.nth(index);
      await expect(item).toHaveAttribute('data-code', info.code);
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(info.name.fr);
      await expect(item).toHaveCSS('border-left-width', '4px');
      await expect(item).toHaveCSS('border-left-color', rgb(info.colour));
    }
    await expect(cards.nth(1)).toContainText('MLITSD');
    await expect(page.getByText(/12 provinces/)).toHaveCount(0);

    // Due diligence: Criminal Code s. 217.1, enacted by Bill C-45, linked to the Justice Laws website.
    const notice = page.getByTestId('due-diligence');
    await expect(notice.getByRole('heading')).toHaveText(
      'Diligence raisonnable : article 217.1 du Code criminel',
    );
    await expect(notice).toContainText('projet de loi C-45 (L.C. 2003, ch. 21');
    const justice = notice.getByRole('link');
    await expect(justice).toHaveAttribute(
      'href',
      'https://laws-lois.justice.gc.ca/fra/lois/C-46/section-217.1.html',
    );
    await expect(justice).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('heading', { name: 'Ces lois sont celles de l’analyse' })).toBeVisible();
    await expect(page.getByTestId('map-credit').getByRole('link', { name: /CC BY 4\.0/ })).toBeVisible();

    // Every province and territory on the map, and the FED marker: 14 buttons.
    await expect(page.getByTestId('canada-map').getByRole('button')).toHaveCount(14);
    expect(await violations(page)).toEqual([]);
  });

  test('in English, the card and its laws are English', async ({ page }) => {
    await page.goto('/canadian-regulatory');
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Canadian occupational health and safety regulatory framework',
    );

    await page.getByRole('button', { name: 'QC — Quebec', exact: true }).click();
    const card = page.getByTestId('jurisdiction-card');
    const laws = card.getByTestId('analysis-laws');
    await expect(card).toContainText('Responsible agency');
    await expect(laws).toContainText('Act respecting occupational health and safety (LSST), CQLR c S-2.1');
    await expect(laws).toContainText('Criminal Code, s. 217.1 (enacted by Bill C-45, S.C. 2003, c. 21)');
    await expect(laws).not.toContainText('Loi sur');

    await page.getByRole('button', { name: 'FED — Federal (Canada Labour Code)', exact: true }).click();
    await expect(laws).toContainText('Canada Labour Code, Part II, R.S.C. 1985, c. L-2');
    await expect(page.getByTestId('due-diligence').getByRole('link')).toHaveAttribute(
      'href',
      'https://laws-lois.justice.gc.ca/eng/acts/C-46/section-217.1.html',
    );
    expect(await violations(page)).toEqual([]);
  });
});

import { expect, type Locator } from '@playwright/test';

/**
 * Opens a risk card's details (its evidence, citations and the adviser's tools). A wide screen shows
 * them open; a phone shows the card closed to its summary line until the adviser opens it.
 */
export async function openRiskDetails(card: Locator): Promise<void> {
  const toggle = card.getByTestId('risk-details-toggle');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

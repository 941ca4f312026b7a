import { describe, expect, it } from 'vitest';
import { checkoutPath } from '@/features/admin/plan-paths';
import { formatMoney, formatSignupDate } from '@/features/admin/format';
import { visibleLinks } from '@/features/app-shell/app-areas';

/** Intl separates with narrow or non-breaking spaces: compare the visible characters. */
const visible = (text: string) => text.replace(/\s/g, ' ');

describe('the admin pages’ formats', () => {
  it('writes money with two decimals and a dollar sign, in the interface language’s form', () => {
    expect(visible(formatMoney(537.0833, 'CAD', 'fr'))).toBe('537,08 $');
    expect(formatMoney(537.0833, 'CAD', 'en')).toBe('$537.08');
    expect(formatMoney(6445, 'CAD', 'en')).toBe('$6,445.00');
  });

  it('writes a signup date in the French form (dd/mm/yyyy), whatever the language', () => {
    expect(formatSignupDate('2026-03-05T15:00:00.000Z')).toBe('05/03/2026');
    expect(formatSignupDate('not a date')).toBe('not a date');
  });

  it('builds the checkout path of a plan and period (spec 2.11)', () => {
    expect(checkoutPath('pack_entreprise_20', 'annual')).toBe('/stripe/pack_entreprise_20?billing=annual');
  });

  it('adds the admin screens to the menu of an administrator only, in every app', () => {
    const admin = ['/admin', '/admin/backups', '/stripe-test'];
    expect(visibleLinks('admin', null).map((link) => link.to)).toEqual(admin);
    expect(
      visibleLinks('conseiller', null, true)
        .map((link) => link.to)
        .slice(-3),
    ).toEqual(admin);
    expect(visibleLinks('conseiller', null).map((link) => link.to)).not.toContain('/admin');
  });
});

import { describe, expect, it } from 'vitest';
import { resources } from '#shared/i18n/resources';
import { LANGUAGE_CODES } from '#shared/languages';
import { checkoutWording } from '@/features/billing/setup-wording';

const paid = { trial: false, firstChargeAt: null };
const trial = { trial: true, firstChargeAt: '2026-12-01T14:00:00.000Z' };

describe('the pages after checkout', () => {
  it('say a trial started, with the day of its first charge, when nothing was charged', () => {
    expect(checkoutWording(trial, 'fr')).toEqual({
      confirmation: 'intlPayment.titleTrial',
      subtitle: 'accountSetup.subtitleTrial',
      firstCharge: '1 décembre 2026',
    });
    expect(checkoutWording(trial, 'en').firstCharge).toBe('December 1, 2026');
  });

  it('say the trial started without a day when the provider does not know it yet', () => {
    expect(checkoutWording({ trial: true, firstChargeAt: null }, 'fr')).toMatchObject({
      subtitle: 'accountSetup.subtitleTrial',
      firstCharge: null,
    });
  });

  it('say a payment was received only when one was taken', () => {
    expect(checkoutWording(paid, 'fr')).toEqual({
      confirmation: 'intlPayment.title',
      subtitle: 'accountSetup.subtitle',
      firstCharge: null,
    });
  });

  it('word a trial without any payment in every language', () => {
    expect(resources.fr.account.accountSetup.subtitleTrial).not.toMatch(/Paiement reçu/);
    expect(resources.fr.account.intlPayment.titleTrial).not.toMatch(/Paiement/);
    for (const language of LANGUAGE_CODES) {
      const { accountSetup, intlPayment } = resources[language].account;
      expect(accountSetup.subtitleTrial, language).not.toBe(accountSetup.subtitle);
      expect(intlPayment.titleTrial, language).not.toBe(intlPayment.title);
      expect(accountSetup.firstCharge, language).toContain('{{date}}');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { resources } from '#shared/i18n/resources';
import { LANGUAGE_CODES } from '#shared/languages';
import { setupSubtitleKey } from '@/features/billing/setup-wording';

describe('the account setup page after checkout', () => {
  it('says a trial started, not that a payment was received, when nothing was charged', () => {
    expect(setupSubtitleKey(true)).toBe('accountSetup.subtitleTrial');
    expect(setupSubtitleKey(false)).toBe('accountSetup.subtitle');
    expect(resources.fr.account.accountSetup.subtitleTrial).not.toMatch(/Paiement reçu/);
    for (const language of LANGUAGE_CODES)
      expect(resources[language].account.accountSetup.subtitleTrial).not.toBe(
        resources[language].account.accountSetup.subtitle,
      );
  });
});

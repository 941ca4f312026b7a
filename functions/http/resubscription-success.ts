import { completeResubscription } from '../core/account-setup';
import { CHECKOUT_NONCE_COOKIE } from '../core/checkout';
import { defineHandler } from '../middleware/define-handler';

const DONE = {
  fr: 'Votre abonnement est réactivé. Connectez-vous.',
  en: 'Your subscription is active again. Sign in.',
};

export const handler = defineHandler(
  'resubscriptionSuccess',
  async ({ input, language, cookies, session }) => {
    await completeResubscription(input.sessionId, cookies[CHECKOUT_NONCE_COOKIE], session?.user ?? null);
    return { body: { success: true, message: language === 'fr' ? DONE.fr : DONE.en } };
  },
);

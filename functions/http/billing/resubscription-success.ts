import { completeResubscription } from '#core/billing';
import { CHECKOUT_NONCE_COOKIE } from '#core/billing';
import { defineHandler } from '#functions/middleware/define-handler';
import { resubscriptionSuccessRoute } from '#functions/routes';

const DONE = {
  fr: 'Votre abonnement est réactivé. Connectez-vous.',
  en: 'Your subscription is active again. Sign in.',
};

/** Confirmed by the browser that paid (nonce cookie) or the account's own session. */
export const handler = defineHandler(resubscriptionSuccessRoute, async (request) => {
  const { input, language, cookies, session } = request;
  await completeResubscription(input.sessionId, cookies[CHECKOUT_NONCE_COOKIE], session?.user ?? null);
  return { body: { success: true, message: language === 'fr' ? DONE.fr : DONE.en } };
});

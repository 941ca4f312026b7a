import { completeResubscription } from '../core/account-setup';
import { defineHandler } from '../middleware/define-handler';

const DONE = {
  fr: 'Votre abonnement est réactivé. Connectez-vous.',
  en: 'Your subscription is active again. Sign in.',
};

export const handler = defineHandler('resubscriptionSuccess', async ({ input, language }) => {
  await completeResubscription(input.sessionId);
  return { body: { success: true, message: language === 'fr' ? DONE.fr : DONE.en } };
});

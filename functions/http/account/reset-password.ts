import { resetPassword } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { resetPasswordRoute } from '#functions/routes';

const DONE = {
  fr: 'Votre mot de passe a été modifié. Connectez-vous.',
  en: 'Your password was changed. Sign in.',
};

export const handler = defineHandler(resetPasswordRoute, async ({ input, language }) => {
  await resetPassword(input.token, input.password);
  return { body: { success: true, message: language === 'fr' ? DONE.fr : DONE.en } };
});

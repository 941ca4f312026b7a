import { saveQuestion } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';

/** Keeps an answer among the Analysis Reports. */
export const handler = defineHandler('savePerplexityItem', async ({ session, params }) => ({
  body: await saveQuestion(session!.user, params.id ?? ''),
}));

import { saveQuestion } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { savePerplexityItemRoute } from '#functions/routes';

/** Keeps an answer among the Analysis Reports. */
export const handler = defineHandler(savePerplexityItemRoute, async ({ session, params }) => ({
  body: await saveQuestion(session!.user, params.id ?? ''),
}));

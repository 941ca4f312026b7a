import { askQuestion } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { perplexityAnalyzeRoute } from '#functions/routes';

/** Asks a question over the selection: 202, then the screen polls the item. */
export const handler = defineHandler(perplexityAnalyzeRoute, async ({ session, input }) => ({
  status: 202,
  body: await askQuestion(session!.user, input),
}));

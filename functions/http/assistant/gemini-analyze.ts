import { askQuestion } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { geminiAnalyzeRoute } from '#functions/routes';

/** Asks a question over the selection: 202, then the screen polls the item. (`/api/gemini` answers the same as `/api/perplexity`.) */
export const handler = defineHandler(geminiAnalyzeRoute, async ({ session, input }) => ({
  status: 202,
  body: await askQuestion(session!.user, input),
}));

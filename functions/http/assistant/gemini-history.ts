import { listQuestions } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { geminiHistoryRoute } from '#functions/routes';

/** The questions asked in the assistant and their answers, newest first. (`/api/gemini` answers the same as `/api/perplexity`.) */
export const handler = defineHandler(geminiHistoryRoute, async ({ session }) => ({
  body: await listQuestions(session!.user),
}));

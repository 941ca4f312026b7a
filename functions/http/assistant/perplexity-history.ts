import { listQuestions } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { perplexityHistoryRoute } from '#functions/routes';

/** The questions asked in the assistant and their answers, newest first. */
export const handler = defineHandler(perplexityHistoryRoute, async ({ session }) => ({
  body: await listQuestions(session!.user),
}));

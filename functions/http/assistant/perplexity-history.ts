import { listQuestions } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';

/** The questions asked in the assistant and their answers, newest first. */
export const handler = defineHandler('perplexityHistory', async ({ session }) => ({
  body: await listQuestions(session!.user),
}));

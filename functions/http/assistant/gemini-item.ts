import { questionOf } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';

/** One question and, once done, its answer (the screen polls it). (`/api/gemini` answers the same as `/api/perplexity`.) */
export const handler = defineHandler('geminiItem', async ({ session, params }) => ({
  body: await questionOf(session!.user, params.id ?? ''),
}));

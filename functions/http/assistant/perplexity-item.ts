import { questionOf } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';

/** One question and, once done, its answer (the screen polls it). */
export const handler = defineHandler('perplexityItem', async ({ session, params }) => ({
  body: await questionOf(session!.user, params.id ?? ''),
}));

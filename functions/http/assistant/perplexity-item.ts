import { questionOf } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { perplexityItemRoute } from '#functions/routes';

/** One question and, once done, its answer (the screen polls it). */
export const handler = defineHandler(perplexityItemRoute, async ({ session, params }) => ({
  body: await questionOf(session!.user, params.id ?? ''),
}));

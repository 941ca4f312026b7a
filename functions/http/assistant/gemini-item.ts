import { questionOf } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { geminiItemRoute } from '#functions/routes';

/** One question and, once done, its answer (the screen polls it). (`/api/gemini` answers the same as `/api/perplexity`.) */
export const handler = defineHandler(geminiItemRoute, async ({ session, params }) => ({
  body: await questionOf(session!.user, params.id ?? ''),
}));

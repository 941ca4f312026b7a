import { saveQuestion } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { saveGeminiItemRoute } from '#functions/routes';

/** Keeps an answer among the Analysis Reports. (`/api/gemini` answers the same as `/api/perplexity`.) */
export const handler = defineHandler(saveGeminiItemRoute, async ({ session, params }) => ({
  body: await saveQuestion(session!.user, params.id ?? ''),
}));

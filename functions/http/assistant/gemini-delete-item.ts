import { deleteQuestion } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { deleteGeminiItemRoute } from '#functions/routes';

/** Deletes a question and its answer from the history. (`/api/gemini` answers the same as `/api/perplexity`.) */
export const handler = defineHandler(deleteGeminiItemRoute, async ({ session, params }) => {
  await deleteQuestion(session!.user, params.id ?? '');
  return { body: { success: true } };
});

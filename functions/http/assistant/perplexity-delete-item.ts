import { deleteQuestion } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { deletePerplexityItemRoute } from '#functions/routes';

/** Deletes a question and its answer from the history. */
export const handler = defineHandler(deletePerplexityItemRoute, async ({ session, params }) => {
  await deleteQuestion(session!.user, params.id ?? '');
  return { body: { success: true } };
});

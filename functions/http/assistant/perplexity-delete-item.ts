import { deleteQuestion } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';

/** Deletes a question and its answer from the history. */
export const handler = defineHandler('deletePerplexityItem', async ({ session, params }) => {
  await deleteQuestion(session!.user, params.id ?? '');
  return { body: { success: true } };
});

import { answerPdf } from '#core/reports';
import { defineHandler } from '#functions/middleware/define-handler';

/** The PDF of an answer, its sources listed, to download or print. (`/api/gemini` answers the same as `/api/perplexity`.) */
export const handler = defineHandler('geminiPdf', async ({ session, params, input }) =>
  answerPdf(session!.user, params.id ?? '', input.disposition),
);

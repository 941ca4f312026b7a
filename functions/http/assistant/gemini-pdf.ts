import { answerPdf } from '#core/reports';
import { defineHandler } from '#functions/middleware/define-handler';
import { geminiPdfRoute } from '#functions/routes';

/** The PDF of an answer, its sources listed, to download or print. (`/api/gemini` answers the same as `/api/perplexity`.) */
export const handler = defineHandler(geminiPdfRoute, async ({ session, params, input }) =>
  answerPdf(session!.user, params.id ?? '', input.disposition),
);

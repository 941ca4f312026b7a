import { answerPdf } from '#core/reports';
import { defineHandler } from '#functions/middleware/define-handler';
import { perplexityPdfRoute } from '#functions/routes';

/** The PDF of an answer, its sources listed, to download or print. */
export const handler = defineHandler(perplexityPdfRoute, async ({ session, params, input }) =>
  answerPdf(session!.user, params.id ?? '', input.disposition),
);

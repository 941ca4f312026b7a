import { regulationsOf, resolveJurisdiction } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('provincialRegulations', async ({ params, input }) => ({
  body: regulationsOf(resolveJurisdiction(params.jurisdiction ?? '', 'canada'), input.language),
}));

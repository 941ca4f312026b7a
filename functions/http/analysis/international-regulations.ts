import { regulationsOf, resolveJurisdiction } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('internationalRegulations', async ({ params, input }) => ({
  body: regulationsOf(resolveJurisdiction(params.jurisdiction ?? '', 'international'), input.language),
}));

import { regulationsOf, resolveJurisdiction } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';
import { internationalRegulationsRoute } from '#functions/routes';

export const handler = defineHandler(internationalRegulationsRoute, async ({ params, input }) => ({
  body: regulationsOf(resolveJurisdiction(params.jurisdiction ?? '', 'international'), input.language),
}));

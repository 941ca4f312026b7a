import { enrichRecommendations, resolveJurisdiction } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('enrichRecommendations', async ({ input }) => ({
  body: enrichRecommendations(input.risks, resolveJurisdiction(input.jurisdiction, 'any'), input.language),
}));

import { enrichRecommendations, resolveJurisdiction } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';
import { enrichRecommendationsRoute } from '#functions/routes';

export const handler = defineHandler(enrichRecommendationsRoute, async ({ input }) => ({
  body: enrichRecommendations(input.risks, resolveJurisdiction(input.jurisdiction, 'any'), input.language),
}));

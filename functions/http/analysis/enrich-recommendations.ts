import { enrichRecommendations } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';
import { enrichRecommendationsRoute } from '#functions/routes';

export const handler = defineHandler(enrichRecommendationsRoute, async ({ input }) => ({
  body: await enrichRecommendations(input.risks, input.jurisdiction, input.language),
}));

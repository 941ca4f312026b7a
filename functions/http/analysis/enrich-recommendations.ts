import { enrichRecommendations, resolveJurisdiction } from '../core/regulations';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('enrichRecommendations', async ({ input }) => ({
  body: enrichRecommendations(input.risks, resolveJurisdiction(input.jurisdiction, 'any'), input.language),
}));

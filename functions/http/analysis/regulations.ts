import { regulationsOf, resolveJurisdiction } from '../core/regulations';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('regulations', async ({ input }) => ({
  body: regulationsOf(resolveJurisdiction(input.jurisdiction ?? 'QC', 'any'), input.language),
}));

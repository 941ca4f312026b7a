import { regulationsOf, resolveJurisdiction } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('regulations', async ({ input }) => ({
  body: regulationsOf(resolveJurisdiction(input.jurisdiction ?? 'QC', 'any'), input.language),
}));

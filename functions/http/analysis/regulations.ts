import { regulationsOf, resolveJurisdiction } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';
import { regulationsRoute } from '#functions/routes';

export const handler = defineHandler(regulationsRoute, async ({ input }) => ({
  body: regulationsOf(resolveJurisdiction(input.jurisdiction ?? 'QC', 'any'), input.language),
}));

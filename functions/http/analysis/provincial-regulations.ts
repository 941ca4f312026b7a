import { regulationsOf, resolveJurisdiction } from '../core/regulations';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('provincialRegulations', async ({ params, input }) => ({
  body: regulationsOf(resolveJurisdiction(params.jurisdiction ?? '', 'canada'), input.language),
}));

import { regulationsOf, resolveJurisdiction } from '../core/regulations';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('internationalRegulations', async ({ params, input }) => ({
  body: regulationsOf(resolveJurisdiction(params.jurisdiction ?? '', 'international'), input.language),
}));

import { regulationsOf, resolveJurisdiction } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';
import { provincialRegulationsRoute } from '#functions/routes';

/** The knowledge base changes only with a deployment: browsers may keep an answer for an hour. */
const PUBLIC_HOUR = { 'cache-control': 'public, max-age=3600' };

export const handler = defineHandler(provincialRegulationsRoute, async ({ params, input }) => ({
  body: regulationsOf(resolveJurisdiction(params.jurisdiction ?? '', 'canada'), input.language),
  headers: PUBLIC_HOUR,
}));

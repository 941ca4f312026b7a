import { listAnalyses } from '#core/analysis';
import { teamAuthors } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';
import { listAnalysesRoute } from '#functions/routes';

export const handler = defineHandler(listAnalysesRoute, async ({ input, session }) => {
  const { user } = session!;
  const authors = user.teamId ? await teamAuthors(user.teamId) : undefined;
  return { body: await listAnalyses(user, input, authors) };
});

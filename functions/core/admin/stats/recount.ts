import { replaceFigures } from '#adapters/table/platform-stats';
import { allUsers } from '#adapters/table/users';
import { logger, METRIC, metrics } from '#functions/observability';
import { countersOf } from './apply-delta';
import { contributionOf } from './contribution';
import { addContribution, emptyDelta } from './figures';
import { lastSeenWindow } from './window';

/**
 * Recounts the figures from the accounts (daily, and when the local stack starts): a counter that
 * drifted (a stream batch applied twice after a retry, an account older than the counters) is
 * set right. Analyses are the sum of the accounts' own counts: recounting them would read every
 * analysis of the table.
 */
export async function recountFigures(now = new Date()): Promise<{ users: number }> {
  const delta = emptyDelta();
  for await (const page of allUsers())
    for (const user of page) {
      const contribution = contributionOf(user);
      if (contribution) addContribution(delta, contribution, 1);
      delta.analyses += user.analysisCount ?? 0;
    }
  const window = lastSeenWindow(now);
  const lastSeen = Object.fromEntries(window.days.map((day) => [day, delta.lastSeen[day] ?? 0]));
  await replaceFigures(countersOf(delta), lastSeen, now.toISOString());
  logger.info('Figures recounted', { users: delta.users, analyses: delta.analyses });
  metrics.addMetric(METRIC.figuresRecounted, 'Count', 1);
  return { users: delta.users };
}

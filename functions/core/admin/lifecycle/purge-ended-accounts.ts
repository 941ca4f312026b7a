import { putAuditEntry } from '#adapters/table/audit';
import { getTeam } from '#adapters/table/teams';
import { allUsers, getUser, type User } from '#adapters/table/users';
import { logger, METRIC, metrics, MetricUnit } from '#functions/observability';
import { accountEndedAt, isPastRetention, purgeCutoff } from './account-end';
import { purgeAccount } from './purge-account';
import { itemsDeleted, type PurgeCounts } from './purge-counts';

/** Accounts purged at most per run: a backlog (a first run, a long outage) is worked off day by day. */
export const MAX_PURGES_PER_RUN = 200;

export interface PurgedAccount {
  userId: string;
  /** The team the account owned, deleted with it. */
  teamId: string | null;
  endedAt: string;
  counts: PurgeCounts;
}

export interface PurgeRun {
  /** Accounts old enough to have ended before the cutoff, looked at. */
  examined: number;
  purged: PurgedAccount[];
  /** Table items and stored files deleted, over every account. */
  items: number;
  objects: number;
  /** False when the run stopped at its bound: the next run goes on. */
  complete: boolean;
}

export interface PurgeOptions {
  /** The clock: accounts that ended more than PURGE_AFTER_DAYS before it are purged. */
  now?: Date;
  maxAccounts?: number;
  /** Epoch ms after which no further account is started (the function's time limit). */
  stopBy?: number;
}

/**
 * The daily data-lifecycle run (docs/adr/0018-data-lifecycle.md): every account that ended more
 * than 30 days ago is deleted with its data, except while it is a member of a team that still
 * exists (the team's customer decides). Each purge is logged (ids and counts, never an address),
 * audited and counted in metrics; a failed purge fails the run (its alarm) and is retried tomorrow.
 */
export async function purgeEndedAccounts(options: PurgeOptions = {}): Promise<PurgeRun> {
  const now = options.now ?? new Date();
  const maxAccounts = options.maxAccounts ?? MAX_PURGES_PER_RUN;
  const cutoff = purgeCutoff(now).toISOString();
  const run: PurgeRun = { examined: 0, purged: [], items: 0, objects: 0, complete: true };
  let failed = 0;
  scan: for await (const page of allUsers()) {
    for (const listed of page) {
      // Listed by creation time: an account created after the cutoff cannot have ended before it.
      if (listed.createdAt >= cutoff) break scan;
      run.examined++;
      if (!(await purgeable(listed, now))) continue;
      if (run.purged.length + failed >= maxAccounts || (options.stopBy && Date.now() > options.stopBy)) {
        run.complete = false;
        break scan;
      }
      // Judged again on the account as it is now: it may have paid again since the list was read.
      const user = await getUser(listed.id);
      if (!user || !(await purgeable(user, now))) continue;
      try {
        run.purged.push(await purge(user, now));
      } catch (error) {
        failed++;
        logger.error('Account purge failed', { userId: user.id, errorMessage: (error as Error).message });
      }
    }
  }
  for (const { counts } of run.purged) {
    run.items += itemsDeleted(counts);
    run.objects += counts.objects;
  }
  metrics.addMetric(METRIC.purgedAccounts, MetricUnit.Count, run.purged.length);
  metrics.addMetric(METRIC.purgedItems, MetricUnit.Count, run.items);
  metrics.addMetric(METRIC.purgedObjects, MetricUnit.Count, run.objects);
  logger.info('Data purge', {
    examined: run.examined,
    purged: run.purged.length,
    failed,
    items: run.items,
    objects: run.objects,
    complete: run.complete,
  });
  if (failed) throw new Error(`${failed} account purge(s) failed`);
  return run;
}

/** Past its retention, and not a member of a team that still exists (its plan is the team's). */
async function purgeable(user: User, now: Date): Promise<boolean> {
  if (!isPastRetention(user, now)) return false;
  if (user.teamId && user.teamRole !== 'owner') return !(await getTeam(user.teamId));
  return true;
}

async function purge(user: User, now: Date): Promise<PurgedAccount> {
  const counts = await purgeAccount(user);
  const purged: PurgedAccount = {
    userId: user.id,
    teamId: user.teamRole === 'owner' ? (user.teamId ?? null) : null,
    endedAt: accountEndedAt(user, now)!.toISOString(),
    counts,
  };
  logger.info('Account purged', {
    userId: purged.userId,
    teamId: purged.teamId,
    endedAt: purged.endedAt,
    ...counts,
  });
  await putAuditEntry({
    action: 'purgeAccount',
    actorEmail: 'system',
    targetEmail: null,
    targetId: user.id,
    detail: Object.entries(counts)
      .filter(([, count]) => count > 0)
      .map(([entity, count]) => `${entity} ${count}`)
      .join(', '),
  });
  return purged;
}

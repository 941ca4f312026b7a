import { analysisListKey } from '#adapters/table/analyses';
import { deleteUserItems } from '#adapters/table/batch';
import { deleteSubscriptionRecord } from '#adapters/table/billing';
import { deleteClaimedCountries } from '#adapters/table/quotas';
import { revokeUserSessions } from '#adapters/table/sessions';
import { deleteTeamItems, teamContents, untieFromTeam } from '#adapters/table/teams';
import { deleteTotpStep } from '#adapters/table/two-factor';
import { deleteAccountItems, type User } from '#adapters/table/users';
import { emptyCounts, type PurgeCounts } from './purge-counts';
import { purgeActions, purgeAnalyses, purgeLibrary, purgeObjects } from './purge-data';

/** What else is listed under an account (gsi1): sessions, one-time tokens, recovery codes. */
const LINKED_PREFIXES = ['SESSION#', 'TOKEN#', 'RECOVERY#'] as const;

/**
 * Deletes everything of an ended account, its row last: a run that stops halfway leaves the account
 * to the next run, which deletes what is left (each step is idempotent). Its analyses of a team stay
 * with the team (they are listed under the team, not the account); an owner's team goes with it.
 * What expires on its own is left to its TTL: remembered devices, rate and quota counters.
 */
export async function purgeAccount(user: User): Promise<PurgeCounts> {
  const counts = emptyCounts();
  if (user.teamId && user.teamRole === 'owner') await purgeTeam(user.teamId, counts);
  const own = analysisListKey({ id: user.id });
  await purgeAnalyses(own, counts);
  await purgeActions(user.id, counts);
  // An adviser's library is keyed like their list of analyses.
  await purgeLibrary(own, counts);
  await purgeObjects(user.reportProfile?.logoKey ? [user.reportProfile.logoKey] : [], counts);
  for (const prefix of LINKED_PREFIXES) counts.linkedItems += await deleteUserItems(user.id, prefix);
  counts.accountItems += await deleteTotpStep(user.id);
  counts.accountItems += await deleteClaimedCountries(user.id);
  if (user.subscriptionId)
    counts.accountItems += await deleteSubscriptionRecord(user.subscriptionId, user.id);
  counts.accountItems += await deleteAccountItems(user);
  return counts;
}

/**
 * A team whose customer (its owner) ended: its analyses with their members' actions on them, its
 * library and visitors' sessions; its members keep accounts of their own (untied, then judged on
 * their own plan); the partition goes last, since it lists the members.
 */
async function purgeTeam(teamId: string, counts: PurgeCounts): Promise<void> {
  const { members, visitorCodes } = await teamContents(teamId);
  const team = analysisListKey({ id: '', teamId });
  const analyses = await purgeAnalyses(team, counts);
  for (const member of members) await purgeActions(member.userId, counts, analyses);
  await purgeLibrary(team, counts);
  for (const code of visitorCodes) counts.linkedItems += await revokeUserSessions(`visitor:${code.id}`);
  for (const member of members.filter((m) => m.role !== 'owner' && m.status === 'active'))
    if (await untieFromTeam(member.userId, teamId)) counts.membersUntied++;
  counts.teamItems += await deleteTeamItems(teamId);
}

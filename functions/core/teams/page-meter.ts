import { readQuota, returnQuota, takeQuota } from '#adapters/table/quotas';
import type { User } from '#adapters/table/users';
import { filledError } from '#core/errors';
import type { Language } from '#shared/languages';
import { teamAllowance } from './allowance';

/** The UTC month a page is counted in. */
export const meterMonth = (now = new Date()) => now.toISOString().slice(0, 7);
const pagesKey = (teamId: string, month: string) => `${teamId}#pages#${month}`;
const analysesKey = (teamId: string, month: string) => `${teamId}#analyses#${month}`;
const METER_TTL_SECONDS = 400 * 86400;

/** This month's pages and analyses of a team, and its pack's allowance of pages. */
export async function teamUsage(teamId: string, owner: Pick<User, 'tier'>, now = new Date()) {
  const month = meterMonth(now);
  const [pagesUsed, analysesThisMonth] = await Promise.all([
    readQuota(pagesKey(teamId, month)),
    readQuota(analysesKey(teamId, month)),
  ]);
  return { pagesUsed, analysesThisMonth, pagesLimit: teamAllowance(owner).pagesPerMonth };
}

export interface TakenPages {
  keys: string[];
  pages: number;
}

/**
 * Takes an analysis's pages from the team's monthly allowance in one conditional update (two
 * starts at once cannot both take the last pages), or refuses the start with 429 pagesExhausted
 * naming the allowance, the pages used and the pages needed.
 */
export async function takeTeamPages(
  teamId: string,
  owner: Pick<User, 'tier'>,
  pages: number,
  language: Language,
  now = new Date(),
): Promise<TakenPages> {
  const month = meterMonth(now);
  const limit = teamAllowance(owner).pagesPerMonth;
  const key = pagesKey(teamId, month);
  if (!(await takeQuota(key, limit, METER_TTL_SECONDS, pages))) {
    const used = await readQuota(key);
    throw filledError(429, 'pagesExhausted', language, { limit, used, needed: pages });
  }
  await takeQuota(analysesKey(teamId, month), Number.MAX_SAFE_INTEGER, METER_TTL_SECONDS);
  return { keys: [key, analysesKey(teamId, month)], pages };
}

/** Gives pages back (an analysis that could not be queued, or failed on our side). */
export async function returnTeamPages(taken: TakenPages): Promise<void> {
  const [pages, analyses] = taken.keys;
  await returnQuota(pages!, taken.pages);
  if (analyses) await returnQuota(analyses);
}

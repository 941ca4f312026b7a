import { createHash } from 'node:crypto';
import type { Language } from '#shared/languages';
import type { Analysis } from '#adapters/table/analyses';
import type { User } from '#adapters/table/users';
import { analysisAndWorkbenchVersion } from '#adapters/table/workbench';
import { accessChecked, linkWindow, polledAnalysis, statusOf } from './status';

/** Bumped when the answer's shape changes, so no browser keeps an answer of the previous shape. */
const ANSWER_FORMAT = 1;

/**
 * What the polling answer is made of, as a weak ETag (the preview links differ from one signing to
 * the next, the answer means the same): the item's state (its `updatedAt` moves with every change),
 * the workbench's version, the profile fields the cover falls back on, the language, and the window
 * of the preview links, so a browser never keeps links past their expiry.
 */
export function statusEtag(
  item: Pick<Analysis, 'id' | 'status' | 'updatedAt' | 'previews'>,
  workbenchVersion: string | null,
  user: Pick<User, 'reportProfile'>,
  language: Language,
  now: number,
): string {
  const links = item.status === 'done' && item.previews?.length ? linkWindow(now) : null;
  const parts = [
    ANSWER_FORMAT,
    item.id,
    item.status,
    item.updatedAt,
    workbenchVersion,
    user.reportProfile?.adviserName ?? null,
    user.reportProfile?.adviserTitle ?? null,
    language,
    links,
  ];
  return `W/"${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 27)}"`;
}

/** Whether an `If-None-Match` header names this ETag (compared weakly, as RFC 9110 says for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export type PolledStatus =
  | { etag: string; notModified: true }
  | { etag: string; notModified: false; body: Awaited<ReturnType<typeof statusOf>> };

/**
 * A poll of an analysis: when the browser already has the current answer, one round trip (the
 * item and the workbench's version together) and no result object, workbench records or signing.
 */
export async function pollAnalysisStatus(
  user: User,
  id: string,
  language: Language,
  ifNoneMatch: string | undefined,
  now = Date.now(),
): Promise<PolledStatus> {
  const read = await analysisAndWorkbenchVersion(id);
  const item = await polledAnalysis(user, id, language, now, accessChecked(user, read.item, 'read'));
  if (ifNoneMatch) {
    const version = item.status === 'done' ? read.workbenchVersion : null;
    const etag = statusEtag(item, version, user, language, now);
    if (etagMatches(ifNoneMatch, etag)) return { etag, notModified: true };
  }
  const body = await statusOf(item, user, now);
  // From the workbench the answer was built from: a change landing meanwhile shows at the next poll.
  const etag = statusEtag(item, body.workbench?.updatedAt ?? null, user, language, now);
  return { etag, notModified: false, body };
}

import type { UserSession } from '#shared/schemas/profile';
import {
  listUserSessions,
  publicSessionId,
  revokeSession,
  revokeUserSessions,
} from '#adapters/table/sessions';
import { notFound } from '#core/errors';
import { deviceOf } from './session-device';

/** The user's signed-in browsers, the most recently used first; `currentId` is the caller's. */
export async function sessionsOf(userId: string, currentId: string): Promise<UserSession[]> {
  const sessions = await listUserSessions(userId);
  return sessions
    .map((session) => ({
      id: publicSessionId(session.id),
      ...deviceOf(session.userAgent),
      createdAt: session.createdAt,
      lastUsedAt: session.lastUsedAt ?? session.createdAt,
      current: session.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
}

/** Ends one of the user's own sessions, named by its public id; any other id is 404. */
export async function revokeOwnSession(userId: string, publicId: string): Promise<void> {
  const session = (await listUserSessions(userId)).find(({ id }) => publicSessionId(id) === publicId);
  if (!session) throw notFound();
  await revokeSession(session.id);
}

/** Ends every session of the user but the caller's; returns how many ended. */
export async function revokeOtherSessions(userId: string, currentId: string): Promise<number> {
  return revokeUserSessions(userId, currentId);
}

import type { AdminUserDetail } from '#shared/schemas/admin';
import { listUserSessions, revokeUserSessions } from '#adapters/table/sessions';
import { findUserByEmail, getUser, updateUser, type User } from '#adapters/table/users';
import { sendVerification } from '#core/account';
import { AppError } from '#core/errors';
import { recordAudit } from './audit';
import { adminUserRow } from './stats';

async function accountOf(id: string): Promise<User> {
  const user = await getUser(id);
  if (!user) throw new AppError(404, 'userNotFound');
  return user;
}

async function detailOf(user: User): Promise<AdminUserDetail> {
  const sessions = await listUserSessions(user.id);
  return {
    ...adminUserRow(user),
    role: user.role,
    emailVerified: user.emailVerified,
    subscriptionEndDate: user.subscriptionEndDate,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd ?? false,
    teamId: user.teamId ?? null,
    teamRole: user.teamRole ?? null,
    language: user.language,
    disabled: Boolean(user.disabledAt),
    disabledAt: user.disabledAt ?? null,
    sessions: sessions.length,
  };
}

/** An account's subscription and usage, found by its address; looking is audited too. */
export async function findAccount(admin: User, email: string): Promise<AdminUserDetail> {
  const user = await findUserByEmail(email.toLowerCase());
  await recordAudit(admin, 'lookupUser', { email, id: user?.id ?? null, detail: user ? null : 'not found' });
  if (!user) throw new AppError(404, 'userNotFound');
  return detailOf(user);
}

/** A fresh verification link to an account that has not proved its address (no rate limit: an admin asks). */
export async function resendVerificationFor(admin: User, id: string): Promise<void> {
  const user = await accountOf(id);
  if (user.emailVerified) throw new AppError(409, 'alreadyVerified');
  await sendVerification(user);
  await recordAudit(admin, 'resendVerification', { email: user.email, id: user.id });
}

/** Closes an account at once: no sign-in, every session deleted now. Its data stays (see the purge). */
export async function disableAccount(admin: User, id: string, reason: string): Promise<AdminUserDetail> {
  const user = await accountOf(id);
  if (user.role === 'admin') throw new AppError(409, 'cannotDisableAdmin');
  const disabled = await updateUser(user.id, {
    disabledAt: new Date().toISOString(),
    disabledReason: reason,
  });
  const revoked = await revokeUserSessions(user.id);
  await recordAudit(admin, 'disableAccount', {
    email: user.email,
    id: user.id,
    detail: `${reason} (${revoked} session(s) revoked)`,
  });
  return detailOf(disabled);
}

export async function enableAccount(admin: User, id: string): Promise<AdminUserDetail> {
  const user = await accountOf(id);
  const enabled = await updateUser(user.id, { disabledAt: null, disabledReason: null });
  await recordAudit(admin, 'enableAccount', { email: user.email, id: user.id });
  return detailOf(enabled);
}

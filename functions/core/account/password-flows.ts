import type { Language } from '#shared/languages';
import { sendMail } from '#adapters/mail';
import { clearCounter, incrementCounter } from '#adapters/table/counters';
import { revokeUserSessions } from '#adapters/table/sessions';
import { consumeToken, issueToken, revokeUserTokens, tokenState } from '#adapters/table/tokens';
import { findUserByEmail, getUser, updateUser, type User } from '#adapters/table/users';
import { config } from '#functions/config';
import { AppError } from '#core/errors';
import { enqueueMail } from './mail-jobs';
import { resetPasswordMail } from './mail-templates';
import { hashPassword, verifyPassword } from './passwords';
import { sendSecurityNotice } from './security-notices';
import { startSession, type SignedIn } from './auth';
import { withTeamPlan } from './team-plan';

const RESET_TTL_SECONDS = 3600;

/**
 * Asks the worker to send a reset link. The same work is done whether or not the address
 * has an account (the worker looks it up), so neither the answer nor its timing tells;
 * a flood of requests for one address sends at most three mails a quarter hour.
 */
export async function forgotPassword(email: string, language: Language | undefined): Promise<void> {
  if ((await incrementCounter(`forgot#${email}`, 15 * 60)) > 3) return;
  await enqueueMail({ kind: 'resetPassword', email, ...(language ? { language } : {}) });
}

/** The worker's half: a reset link by e-mail when the address has an account. */
export async function sendResetLink(email: string, language: Language | undefined): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const token = await issueToken('resetPassword', user.id, RESET_TTL_SECONDS);
  const link = `${config().APP_ORIGIN}/reset-password?token=${encodeURIComponent(token)}`;
  await sendMail(resetPasswordMail(user.email, link, language ?? user.language));
}

/**
 * A new password everywhere: every session ends, every outstanding reset link dies with
 * the old password, and the failed-login count is cleared.
 */
async function replacePassword(
  user: User,
  password: string,
  changes: Partial<User> = {},
  keepSession?: string,
) {
  const updated = await updateUser(user.id, { passwordHash: await hashPassword(password), ...changes });
  await revokeUserSessions(user.id, keepSession);
  await revokeUserTokens(user.id, 'resetPassword');
  await clearCounter(`login#${user.email}`);
  return updated;
}

export async function resetPassword(token: string, password: string): Promise<void> {
  const userId = await consumeToken('resetPassword', token);
  const user = userId ? await getUser(userId) : undefined;
  if (!user) throw new AppError(400, 'invalidToken');
  // Receiving the link proves the address, as a verification link would.
  await replacePassword(user, password, { emailVerified: true });
}

/**
 * Whether a reset link can still be used, checked when its page opens: a used or expired link is
 * said at once, before the user types a new password (400 invalidToken, as the reset itself).
 */
export async function checkResetToken(token: string): Promise<{ valid: true }> {
  if ((await tokenState('resetPassword', token)).state !== 'valid') throw new AppError(400, 'invalidToken');
  return { valid: true };
}

/**
 * The first password of an account made by accepting a team invitation (the link proves the
 * address): the account is signed in at once, as after a reset it would be asked to.
 */
export async function setPasswordWithToken(
  token: string,
  password: string,
  userAgent?: string,
): Promise<SignedIn> {
  const userId = await consumeToken('setPassword', token);
  const user = userId ? await getUser(userId) : undefined;
  if (!user) throw new AppError(400, 'invalidToken');
  const updated = await replacePassword(user, password, { emailVerified: true });
  return startSession(await withTeamPlan(updated), userAgent);
}

/** Whose password a set-password link sets, shown before it is used (400 invalidToken otherwise). */
export async function setPasswordTokenInfo(
  token: string,
): Promise<{ email: string; subscriptionTier: string }> {
  const state = await tokenState('setPassword', token);
  const user = state.state === 'valid' ? await getUser(state.userId) : undefined;
  if (!user) throw new AppError(400, 'invalidToken');
  return { email: user.email, subscriptionTier: user.tier };
}

export async function needsPassword(email: string): Promise<boolean> {
  const user = await findUserByEmail(email);
  return Boolean(user && user.passwordHash === null);
}

/** Changes the password of the signed-in user; their other sessions end, this one stays, the address is told. */
export async function changePassword(
  user: User,
  sessionId: string,
  current: string,
  next: string,
): Promise<void> {
  if (!user.passwordHash || !(await verifyPassword(current, user.passwordHash))) {
    throw new AppError(400, 'wrongCurrentPassword');
  }
  const updated = await replacePassword(user, next, {}, sessionId);
  await sendSecurityNotice(updated, 'passwordChangedMail');
}

import { destinationAfterLogin } from '#shared/tiers';
import { sendMail } from '#adapters/mail';
import { consumeToken, issueToken, tokenState } from '#adapters/table/tokens';
import { getUser, updateUser, type User } from '#adapters/table/users';
import { config } from '#functions/config';
import { logger } from '#functions/observability';
import { startSession, type SignedIn } from './auth';
import { AppError } from '#core/errors';
import { verificationMail } from './mail-templates';
import { enforceRateLimit } from '#core/rate-limit';

export const VERIFICATION_TTL_SECONDS = 24 * 3600;

/** Sends a fresh single-use verification link (24 hours) in the user's language. */
export async function sendVerification(user: User): Promise<void> {
  const token = await issueToken('verifyEmail', user.id, VERIFICATION_TTL_SECONDS);
  const link = `${config().APP_ORIGIN}/verify-email?token=${encodeURIComponent(token)}`;
  try {
    await sendMail(verificationMail(user.email, link, user.language));
  } catch (error) {
    logger.error('Verification mail failed', {
      errorName: (error as Error).name,
      errorMessage: (error as Error).message,
    });
    throw new AppError(502, 'mailFailed');
  }
}

export async function resendVerification(user: User): Promise<void> {
  if (user.emailVerified)
    throw new AppError(400, 'alreadyVerified', { redirectTo: destinationAfterLogin(user) });
  await enforceRateLimit(`verify#${user.id}`, 3, 15 * 60);
  await sendVerification(user);
}

/**
 * Uses the link: marks the address verified and signs the user in on this device. A link opened
 * again once the address is verified says so (409 alreadyVerified) instead of calling it invalid.
 */
export async function verifyEmail(token: string, userAgent?: string): Promise<SignedIn> {
  const userId = await consumeToken('verifyEmail', token);
  const user = userId ? await getUser(userId) : undefined;
  if (!user) {
    const known = await tokenState('verifyEmail', token);
    const owner = known.state === 'used' ? await getUser(known.userId) : undefined;
    if (owner?.emailVerified) throw new AppError(409, 'alreadyVerified');
    throw new AppError(400, 'invalidToken');
  }
  return startSession(await updateUser(user.id, { emailVerified: true }), userAgent);
}

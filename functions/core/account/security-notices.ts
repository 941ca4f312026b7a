import { profilePathOf } from '#shared/schemas/profile';
import { sendMail } from '#adapters/mail';
import type { User } from '#adapters/table/users';
import { config } from '#functions/config';
import { logger } from '#functions/observability';
import { securityNoticeMail, type SecurityNoticeKind } from './mail-templates';

/**
 * Tells the account's address that its sign-in changed, in the account's language. The change is
 * made either way: a mail service that fails is logged, not turned into a failed change.
 */
export async function sendSecurityNotice(user: User, kind: SecurityNoticeKind): Promise<void> {
  const link = `${config().APP_ORIGIN}${profilePathOf(user)}`;
  try {
    await sendMail(securityNoticeMail(kind, user.email, link, user.language));
  } catch (error) {
    logger.error('Security notice mail failed', {
      kind,
      errorName: (error as Error).name,
      errorMessage: (error as Error).message,
    });
  }
}

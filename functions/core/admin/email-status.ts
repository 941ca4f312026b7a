import type { EmailStatus } from '#shared/schemas/admin';
import { checkMail } from '#adapters/mail';
import { config } from '#functions/config';
import { logger } from '#functions/observability';

/** The /stripe-test page's e-mail check: SES answers for this account (sending enabled, quota). */
export async function emailServiceStatus(now = new Date()): Promise<EmailStatus> {
  const { MAIL_FROM, SES_ENDPOINT } = config();
  const service = SES_ENDPOINT ? 'local mailbox' : 'Amazon SES';
  try {
    await checkMail();
    return {
      timestamp: now.toISOString(),
      mailService: {
        configured: true,
        status: { success: true, message: `${service} answers; sender ${MAIL_FROM}` },
      },
    };
  } catch (error) {
    logger.warn('Mail service check failed', { errorName: (error as Error).name });
    return {
      timestamp: now.toISOString(),
      mailService: {
        configured: Boolean(MAIL_FROM),
        status: { success: false, message: `${service} did not answer (${(error as Error).name})` },
      },
    };
  }
}

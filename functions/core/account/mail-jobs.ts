import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import { LANGUAGE_CODES } from '#shared/languages';
import { sendJob, type JobMessage } from '#adapters/queue';
import { clearCounter, incrementCounter } from '#adapters/table/counters';

/**
 * Mail sent by the worker instead of the route: a route that answers before knowing
 * whether there is anything to send takes the same time for every address. The message
 * holds no secret: the worker looks the account up and issues the link itself.
 */
export const MAIL_JOB = 'mail';

const mailJobPayload = /* @__PURE__ */ schema(() =>
  z.object({
    kind: z.literal('resetPassword'),
    email: z.string().min(3).max(254),
    language: z.enum(LANGUAGE_CODES).optional(),
  }),
);
export type MailJobPayload = z.infer<typeof mailJobPayload>;

export async function enqueueMail(payload: MailJobPayload): Promise<void> {
  await sendJob({ type: MAIL_JOB, jobId: randomUUID(), payload });
}

/** Sends the mail of one job, once: a redelivered message sends nothing more. */
export async function runMailJob(message: JobMessage): Promise<void> {
  const payload = mailJobPayload.parse(message.payload);
  const claim = `mailJob#${message.jobId}`;
  if ((await incrementCounter(claim, 24 * 3600)) > 1) return;
  try {
    const { sendResetLink } = await import('./password-flows');
    await sendResetLink(payload.email, payload.language);
  } catch (error) {
    // Not sent: the queue's retry may try again.
    await clearCounter(claim);
    throw error;
  }
}

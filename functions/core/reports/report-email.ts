import type { Language } from '#shared/languages';
import { sendMail } from '#adapters/mail';
import { incrementCounter } from '#adapters/table/counters';
import type { User } from '#adapters/table/users';
import { logger, METRIC, metrics, MetricUnit } from '#functions/observability';
import { effectiveStatus } from '#core/account';
import { AppError } from '#core/errors';
import { enforceRateLimit } from '#core/rate-limit';
import { analysisPdf } from './analysis-pdf';
import { finishedAnalysis } from './finished-analysis';
import { reportMail } from './mail';

/** Reports e-mailed per user and hour: enough for a day of site visits, too few to spam with. */
export const REPORT_MAILS_PER_HOUR = 20;
/**
 * Reports e-mailed per account and UTC day. The route mails text of the sender's choice (the
 * work area) to any address, so a day's volume is capped; trials, free to open, get fewer.
 */
export const REPORT_MAILS_PER_DAY = { subscriber: 40, trial: 5 } as const;

/** The counter of an account's report e-mails on a UTC day (`2026-11-23`). */
export const reportMailDayKey = (userId: string, day: string) => `report-mail-day#${userId}#${day}`;

/** Counts one report e-mail of the day; past the account's cap, 429 until midnight UTC. */
async function enforceDailyReportMailCap(sender: User): Promise<void> {
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  const cap = REPORT_MAILS_PER_DAY[effectiveStatus(sender) === 'trial' ? 'trial' : 'subscriber'];
  const secondsToMidnight = Math.ceil(
    (Date.parse(`${day}T00:00:00.000Z`) + 86_400_000 - now.getTime()) / 1000,
  );
  if ((await incrementCounter(reportMailDayKey(sender.id, day), 86_400)) > cap) {
    throw new AppError(
      429,
      'reportMailDailyLimit',
      { dailyLimit: cap },
      { 'Retry-After': String(secondsToMidnight) },
    );
  }
}

/** Sends the report to `recipient` as a PDF attachment; limited per sender and hour, and per day. */
export async function emailAnalysisReport(input: {
  sender: User;
  analysisId: string;
  recipient: string;
  /** The kept risks when absent. */
  selected?: string[];
  language?: Language;
}): Promise<{ sent: true; recipientEmail: string }> {
  const { sender } = input;
  // Ownership is checked before the sending allowance is spent.
  await finishedAnalysis(sender, input.analysisId);
  await enforceRateLimit(`report-mail#${sender.id}`, REPORT_MAILS_PER_HOUR, 3600);
  await enforceDailyReportMailCap(sender);
  const pdf = await analysisPdf(sender, input.analysisId, {
    selected: input.selected,
    language: input.language,
  });
  const language: Language = pdf.analysis.language;
  try {
    await sendMail(
      reportMail({
        to: input.recipient,
        sender: sender.email,
        area: pdf.item.request.area,
        riskCount: pdf.riskCount,
        language,
        pdf: pdf.bytes,
        fileName: pdf.fileName,
      }),
    );
  } catch (error) {
    logger.error('Report e-mail not sent', { errorMessage: (error as Error).message });
    throw new AppError(502, 'mailFailed');
  }
  // Watched by an alarm on the day's volume (infra).
  metrics.addMetric(METRIC.reportEmailsSent, MetricUnit.Count, 1);
  return { sent: true, recipientEmail: input.recipient };
}

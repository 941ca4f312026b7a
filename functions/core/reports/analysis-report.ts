import type { Language } from '#shared/languages';
import type { AnalysisResult } from '#shared/schemas/analysis';
import { sendMail } from '#adapters/mail';
import { randomUUID } from 'node:crypto';
import { presignDownload, putObject } from '#adapters/objects';
import type { Analysis } from '#adapters/table/analyses';
import { incrementCounter } from '#adapters/table/counters';
import type { User } from '#adapters/table/users';
import { logger, METRIC, metrics, MetricUnit } from '#functions/observability';
import { accessibleAnalysis, type Viewer } from '#core/analysis';
import { AppError } from '#core/errors';
import { enforceRateLimit } from '#core/rate-limit';
import { contentDisposition, reportFileName } from './file-name';
import type { ReportOptions } from './report-input';
import { reportMail } from './mail';
import { effectiveStatus } from '#core/account';
import { REPORTS_PREFIX } from './storage';

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

export interface AnalysisPdf extends ReportFile {
  riskCount: number;
  analysis: AnalysisResult;
}

/** Renders the PDF report of the caller's analysis: the kept risks (or `selected`), in the report language. */
export async function analysisPdf(user: User, id: string, options: ReportOptions = {}): Promise<AnalysisPdf> {
  // Loaded by the first report rather than at the function's start: imported there, the renderer
  // (pdf-lib, fontkit, harfbuzz) and the report's input made the cold start 4× the baseline's (issue 16).
  const [{ buildReport }, { renderReport }] = await Promise.all([import('./report-input'), import('./pdf')]);
  const { input, item } = await buildReport(user, id, options);
  return {
    bytes: await renderReport(input),
    contentType: 'application/pdf',
    fileName: reportFileName(input, 'pdf'),
    riskCount: input.selectedRiskIds.length,
    item,
    analysis: input.analysis,
  };
}

/** The caller's finished analysis (the PDF's HEAD check): 404 for anyone else's, 409 before it is done. */
export async function finishedAnalysis(viewer: Viewer, id: string) {
  const item = await accessibleAnalysis(viewer, id);
  if (item.status !== 'done') throw new AppError(409, 'analysisNotReady');
  return item;
}

/**
 * Largest PDF answered in the response itself. Lambda refuses a response over 6 MB and the
 * PDF travels base64 (4/3 larger) with its headers: 4 MiB becomes 5.6 MB.
 */
export const INLINE_PDF_MAX_BYTES = 4 * 1024 * 1024;
/** How long the link to a stored large report works; the browser follows it at once. */
export const REPORT_LINK_SECONDS = 300;

/** A report file as the routes answer it: the bytes, or a redirect to a short-lived link. */
export type FileAnswer =
  { binary: Uint8Array; headers: Record<string, string> } | { status: 303; headers: Record<string, string> };

/** A rendered report file (PDF, Word or Excel) of an analysis. */
export interface ReportFile {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
  item: Analysis;
}

/**
 * The file in the answer when it fits; otherwise stored under `reports/` (expired by a lifecycle
 * rule) and answered with 303 to a link that serves it with the same name.
 */
export async function reportAnswer(file: ReportFile, kind: 'inline' | 'attachment'): Promise<FileAnswer> {
  const disposition = contentDisposition(kind, file.fileName);
  if (file.bytes.byteLength <= INLINE_PDF_MAX_BYTES) {
    return {
      binary: file.bytes,
      headers: { 'content-type': file.contentType, 'content-disposition': disposition },
    };
  }
  const extension = file.fileName.split('.').pop() ?? 'bin';
  const key = `${REPORTS_PREFIX}${file.item.userId}/${file.item.id}/${randomUUID()}.${extension}`;
  await putObject(key, file.bytes, file.contentType);
  const url = await presignDownload(key, disposition, file.contentType, REPORT_LINK_SECONDS);
  return { status: 303, headers: { location: url } };
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

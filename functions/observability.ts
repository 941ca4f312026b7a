import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * The one logger, metrics and tracer of every function. Structured JSON logs (request id,
 * route, user and cold start are appended by the handler chain), CloudWatch metrics in the
 * embedded metric format, X-Ray traces. Service and namespace come from the environment
 * (POWERTOOLS_SERVICE_NAME, POWERTOOLS_METRICS_NAMESPACE) with these defaults.
 */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'risquevision' });

export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'RisqueVision',
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'risquevision',
});

export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'risquevision' });

export { MetricUnit };

/**
 * Locally metrics stay quiet unless POWERTOOLS_METRICS_DISABLED=false. Read at each flush,
 * not at import: the local stack sets the environment after the handlers are loaded.
 */
function metricsDisabled(): boolean {
  const flag = process.env.POWERTOOLS_METRICS_DISABLED;
  if (flag !== undefined) return flag === 'true';
  return process.env.POWERTOOLS_DEV === 'true' || process.env.APP_ENV === 'local';
}

/**
 * Publishes the metrics of this invocation (one EMF line); the handler chain and the worker
 * call it at the end of every invocation. Nothing stored, nothing printed (Powertools would
 * warn about empty metrics on every request).
 */
export function flushMetrics(): void {
  if (!metrics.hasStoredMetrics()) return;
  if (metricsDisabled()) metrics.clearMetrics();
  else metrics.publishStoredMetrics();
}

/** Metric names, one place: the functions emit them and the alarms in infra watch them. */
export const METRIC = {
  analysesStarted: 'AnalysesStarted',
  analysesDone: 'AnalysesDone',
  analysesFailed: 'AnalysesFailed',
  analysisDuration: 'AnalysisDuration',
  ocrPages: 'OcrPages',
  quotaRefusals: 'QuotaRefusals',
  webhookDuplicates: 'WebhookDuplicates',
  reportEmailsSent: 'ReportEmailsSent',
  bedrockInputTokens: 'BedrockInputTokens',
  bedrockOutputTokens: 'BedrockOutputTokens',
  /** Prompt caching: input tokens read from the cache (a tenth of the price) and written to it. */
  bedrockCacheReadTokens: 'BedrockCacheReadTokens',
  bedrockCacheWriteTokens: 'BedrockCacheWriteTokens',
  /** Per streamed call: until the first token, and until the end of the answer. */
  bedrockTimeToFirstToken: 'BedrockTimeToFirstToken',
  bedrockLatency: 'BedrockLatency',
  /** A first answer rejected and its repair queued as a new message. */
  bedrockRepairs: 'BedrockRepairs',
  remindersSent: 'ActionRemindersSent',
  remindersFailed: 'ActionRemindersFailed',
  /** One per finished backup: its absence for longer than the schedule pages someone (infra/constructs/backups.ts). */
  backupsCompleted: 'BackupCompleted',
  backupsFailed: 'BackupFailed',
  figuresRecounted: 'FiguresRecounted',
  figureChanges: 'FigureChanges',
  purgedAccounts: 'PurgedAccounts',
  purgedItems: 'PurgedItems',
  purgedObjects: 'PurgedObjects',
} as const;

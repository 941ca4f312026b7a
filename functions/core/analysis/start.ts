import { randomUUID } from 'node:crypto';
import type { StartAnalysisRequest } from '#shared/schemas/analysis';
import { MAX_UPLOAD_BYTES } from '#shared/schemas/analysis';
import { headObject } from '#adapters/objects';
import { sendJob } from '#adapters/queue';
import { createAnalysis, updateUnfinishedAnalysis } from '#adapters/table/analyses';
import type { User } from '#adapters/table/users';
import { errorMessage } from '#shared/errors';
import { logger, metrics, METRIC, MetricUnit } from '#functions/observability';
import { checkAnalysisBudget } from './budget';
import { checkAnalysisEntitlement } from './entitlements';
import { refundAnalysisQuota, takeAnalysisQuota } from './quota';
import { AppError } from '#core/errors';
import { isUploadKeyOf } from './uploads';
import { returnTeamPages, takeTeamPages, type TakenPages } from '#core/teams';

export const ANALYSIS_JOB = 'analysis.run';

/**
 * Validates the files (the caller's own, really uploaded, within the size, page and pixel
 * limits) and what the plan covers, takes the quota, records the job as queued and hands it
 * to the worker. Answers with the id at once. No record is ever left queued without a message:
 * when the queue refuses the message, the record is failed, the quota given back and the caller
 * gets 503 analysisQueueUnavailable.
 */
export async function startAnalysis(user: User, request: StartAnalysisRequest) {
  for (const file of request.files) {
    // Another user's key answers like a missing one: ids of others are not probed.
    if (!isUploadKeyOf(user.id, file.key)) throw new AppError(400, 'uploadMissing');
  }
  const heads = await Promise.all(request.files.map((file) => headObject(file.key)));
  if (heads.some((head) => head === null)) throw new AppError(400, 'uploadMissing');
  if (heads.some((head) => head!.size > MAX_UPLOAD_BYTES)) throw new AppError(413, 'payloadTooLarge');
  const budget = await checkAnalysisBudget(
    request,
    heads.map((head) => head!.size),
  );
  await checkAnalysisEntitlement(user, request);

  const quota = await takeAnalysisQuota(user);
  let teamPages: TakenPages | undefined;
  try {
    // A team's analyses draw on its pack's monthly pages (the owner's plan, see withTeamPlan).
    if (user.teamId) teamPages = await takeTeamPages(user.teamId, user, budget.pages, request.language);
  } catch (error) {
    await quota.giveBack();
    throw error;
  }
  const id = randomUUID();
  const now = new Date().toISOString();
  try {
    await createAnalysis({
      id,
      userId: user.id,
      ...(user.teamId ? { teamId: user.teamId } : {}),
      status: 'queued',
      progress: 0,
      step: 'queued',
      error: null,
      request,
      resultKey: null,
      attempts: 0,
      quotaKeys: quota.keys,
      ...(teamPages ? { teamPages } : {}),
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    await quota.giveBack();
    if (teamPages) await returnTeamPages(teamPages);
    throw error;
  }
  try {
    await sendJob({ type: ANALYSIS_JOB, jobId: id, payload: {} });
  } catch (error) {
    logger.error('Analysis job could not be queued', {
      analysisId: id,
      errorName: (error as Error).name,
      errorMessage: (error as Error).message,
    });
    // If even this write fails, the staleness check fails the record (and refunds) later.
    await failUnqueued(id, request).catch(() => {});
    throw new AppError(503, 'analysisQueueUnavailable', {}, { 'Retry-After': '30' });
  }
  metrics.addMetric(METRIC.analysesStarted, MetricUnit.Count, 1);
  return { analysisId: id, status: 'queued' as const };
}

/** The record of an analysis no job will ever run: failed with a message, its quota given back. */
async function failUnqueued(id: string, request: StartAnalysisRequest): Promise<void> {
  const failed = await updateUnfinishedAnalysis(id, {
    status: 'failed',
    step: 'failed',
    error: {
      code: 'analysisQueueUnavailable',
      message: await errorMessage('analysisQueueUnavailable', request.language),
    },
  });
  if (!failed) return;
  metrics.addMetric(METRIC.analysesFailed, MetricUnit.Count, 1);
  await refundAnalysisQuota(failed);
}

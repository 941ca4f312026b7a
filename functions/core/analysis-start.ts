import { randomUUID } from 'node:crypto';
import type { StartAnalysisRequest } from '../../shared/schemas/analysis';
import { MAX_UPLOAD_BYTES } from '../../shared/schemas/analysis';
import { headObject } from '../adapters/objects';
import { sendJob } from '../adapters/queue';
import { createAnalysis } from '../adapters/table/analyses';
import type { UserItem } from '../adapters/table/users';
import { takeAnalysisQuota } from './analysis-quota';
import { AppError } from './errors';
import { uploadPrefix } from './uploads';

export const ANALYSIS_JOB = 'analysis.run';

/**
 * Validates the files (the caller's own, really uploaded, within the size limit), takes the
 * quota, records the job as queued and hands it to the worker. Answers with the id at once.
 */
export async function startAnalysis(user: UserItem, request: StartAnalysisRequest) {
  for (const file of request.files) {
    // Another user's key answers like a missing one: ids of others are not probed.
    if (!file.key.startsWith(uploadPrefix(user.id)) || file.key.includes('..'))
      throw new AppError(400, 'uploadMissing');
  }
  const heads = await Promise.all(request.files.map((file) => headObject(file.key)));
  if (heads.some((head) => head === null)) throw new AppError(400, 'uploadMissing');
  if (heads.some((head) => head!.size > MAX_UPLOAD_BYTES)) throw new AppError(413, 'payloadTooLarge');

  const giveBack = await takeAnalysisQuota(user);
  const id = randomUUID();
  const now = new Date().toISOString();
  try {
    await createAnalysis({
      id,
      userId: user.id,
      status: 'queued',
      progress: 0,
      step: 'queued',
      error: null,
      request,
      resultKey: null,
      attempts: 0,
      createdAt: now,
      updatedAt: now,
    });
    await sendJob({ type: ANALYSIS_JOB, jobId: id, payload: {} });
  } catch (error) {
    await giveBack();
    throw error;
  }
  return { analysisId: id, status: 'queued' as const };
}

import type { RejectedAnswer } from '#adapters/model/port';
import { deleteObjects, getObjectBytes, putObject } from '#adapters/objects';
import { sendJob } from '#adapters/queue';
import { updateUnfinishedAnalysis, type Analysis, type AnalysisPreview } from '#adapters/table/analyses';
import { logger, METRIC, metrics, MetricUnit } from '#functions/observability';
import type { ReadDocument } from './offline-analyzer/analyze';
import { ANALYSIS_JOB } from './start';

/**
 * The repair of a rejected Bedrock answer runs as a new message of the analysis job (payload
 * `{ repair: true }`), in its own worker invocation: a repair usually asks only for the rejected
 * parts (seconds), but one that asks for the whole answer again (the first was cut at the cap) is a
 * second full answer, which one invocation could not hold with the first (answer-budget.ts). What
 * the repair needs is kept beside the user's other objects until it is done: the text read from the
 * files (never read twice), the previews, and the rejected answer with its problems and the parts to
 * ask for. The screen says "repairing".
 */

/** The step of an analysis whose repair is queued or running. */
export const REPAIR_STEP = 'repairing';

export interface RepairState {
  documents: ReadDocument[];
  previews: AnalysisPreview[];
  rejected: RejectedAnswer;
}

/** Where a pending repair's state waits (the bucket expires what a lost repair leaves: infra/constructs/uploads.ts). */
export const REPAIRS_PREFIX = 'repairs/';
export const REPAIR_STATE_RETENTION_DAYS = 1;
export const repairStateKey = (item: Pick<Analysis, 'userId' | 'id'>) =>
  `${REPAIRS_PREFIX}${item.userId}/${item.id}.json`;

/** The repair message of an analysis. */
export const sendRepairJob = (item: Pick<Analysis, 'id'>) =>
  sendJob({ type: ANALYSIS_JOB, jobId: item.id, payload: { repair: true } });

/**
 * Keeps the state, marks the analysis as repairing, then queues the repair. The step is written
 * before the message is sent: the repair message only runs an analysis at that step, and the
 * first message, redelivered, sends it again instead of calling the model again.
 */
export async function queueRepair(item: Analysis, state: RepairState): Promise<void> {
  await putObject(repairStateKey(item), JSON.stringify(state), 'application/json');
  const marked = await updateUnfinishedAnalysis(item.id, { progress: 80, step: REPAIR_STEP });
  if (!marked) return;
  await sendRepairJob(item);
  metrics.addMetric(METRIC.bedrockRepairs, MetricUnit.Count, 1);
  logger.info('Bedrock repair queued', { analysisId: item.id });
}

/** The kept state, or null when there is none (already repaired, or never queued). */
export async function repairStateOf(item: Analysis): Promise<RepairState | null> {
  const bytes = await getObjectBytes(repairStateKey(item)).catch((error: Error) => {
    if (error.name === 'NoSuchKey' || error.name === 'NotFound') return null;
    throw error;
  });
  if (!bytes?.length) return null;
  return JSON.parse(new TextDecoder().decode(bytes)) as RepairState;
}

/** Once the analysis is finished (done or failed), its repair state goes. */
export async function dropRepairState(item: Analysis): Promise<void> {
  await deleteObjects([repairStateKey(item)]);
}

import { randomUUID } from 'node:crypto';
import { errorMessage } from '#shared/errors';
import {
  LIBRARY_LIMIT,
  type AssistantHistoryItem,
  type ConsolidatedRequest,
} from '#shared/schemas/assistant';
import { sendJob } from '#adapters/queue';
import {
  deleteEntry,
  getEntry,
  listEntries,
  placesUsed,
  putEntry,
  returnPlaces,
  takePlaces,
  updateEntry,
  type LibraryQuestion,
} from '#adapters/table/library';
import type { User } from '#adapters/table/users';
import { accessibleAnalysis } from '#core/analysis';
import { AppError, notFound } from '#core/errors';
import { STALE_AFTER_MS } from '#functions/jobs/timing';
import { libraryOwner } from './library-owner';

export const ASSISTANT_ANSWER_JOB = 'assistant.answer';

function toHistoryItem(entry: LibraryQuestion): AssistantHistoryItem {
  return {
    id: entry.id,
    type: 'direct_perplexity',
    status: entry.status,
    question: entry.question,
    language: entry.language,
    province: entry.province,
    fileNames: entry.fileNames,
    timestamp: entry.timestamp,
    savedToStandard: entry.savedToStandard,
    answer: entry.answer,
    error: entry.error,
  };
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

/**
 * Checks what a question is asked over: every library id must be a document of the caller's
 * library in the collection it was chosen from (the new and preloaded files in any), every
 * analysis one the caller may read. Another team's id is 404, like a missing one.
 */
async function checkedSelection(user: User, owner: string, request: ConsolidatedRequest) {
  const wanted: [string, string | null][] = [
    ...request.selectedFiles.map((id) => [id, 'file'] as [string, string]),
    ...request.selectedReports.map((id) => [id, 'report'] as [string, string]),
    ...request.selectedRegulatory.map((id) => [id, 'reference'] as [string, string]),
    ...[...request.newFiles, ...request.preloadedFiles].map((id) => [id, null] as [string, null]),
  ];
  for (const [id, kind] of wanted) {
    const entry = await getEntry(owner, id);
    if (!entry || entry.kind === 'history' || (kind && entry.kind !== kind)) throw notFound();
  }
  const analysisIds = unique([...request.selectedAnalyses, ...request.preloadedAnalyses]);
  for (const id of analysisIds) await accessibleAnalysis(user, id);
  const documentIds = unique(wanted.map(([id]) => id));
  if (!documentIds.length && !analysisIds.length) throw new AppError(400, 'nothingSelected');
  return { documentIds, analysisIds };
}

/**
 * Asks a question over the selection: recorded in the History collection (it takes a place of the
 * library, 409 libraryFull when none is left) and answered by a queued job; the screen polls it.
 */
export async function askQuestion(user: User, request: ConsolidatedRequest) {
  const owner = libraryOwner(user);
  const { documentIds, analysisIds } = await checkedSelection(user, owner, request);
  if (!(await takePlaces(owner, 1, LIBRARY_LIMIT)))
    throw new AppError(409, 'libraryFull', {
      limit: LIBRARY_LIMIT,
      count: await placesUsed(owner),
      adding: 1,
    });
  const entry: LibraryQuestion = {
    id: randomUUID(),
    kind: 'history',
    status: 'queued',
    question: request.question,
    language: request.language,
    province: request.province,
    documentIds,
    analysisIds,
    fileNames: [],
    timestamp: new Date().toISOString(),
    savedToStandard: false,
    answer: null,
    error: null,
    addedBy: user.email,
    attempts: 0,
  };
  try {
    await putEntry(owner, entry);
  } catch (error) {
    await returnPlaces(owner, 1);
    throw error;
  }
  try {
    await sendJob({ type: ASSISTANT_ANSWER_JOB, jobId: entry.id, payload: { owner, userId: user.id } });
  } catch {
    await updateEntry(owner, entry.id, {
      status: 'failed',
      error: {
        code: 'analysisQueueUnavailable',
        message: await errorMessage('analysisQueueUnavailable', request.language),
      },
    });
    throw new AppError(503, 'analysisQueueUnavailable', {}, { 'Retry-After': '30' });
  }
  return { success: true as const, analysisId: entry.id, status: entry.status };
}

async function ownQuestion(user: User, id: string): Promise<LibraryQuestion> {
  const entry = await getEntry(libraryOwner(user), id);
  if (!entry || entry.kind !== 'history') throw notFound();
  return entry;
}

/** A question and, once done, its answer (polled). One nobody finished is failed with a message. */
export async function questionOf(user: User, id: string, now = Date.now()): Promise<AssistantHistoryItem> {
  const entry = await ownQuestion(user, id);
  const unfinished = entry.status === 'queued' || entry.status === 'running';
  if (unfinished && now - Date.parse(entry.timestamp) > STALE_AFTER_MS) {
    const error = { code: 'answerFailed', message: await errorMessage('answerFailed', entry.language) };
    await updateEntry(libraryOwner(user), id, { status: 'failed', error }, entry.status);
    return toHistoryItem({ ...entry, status: 'failed', error });
  }
  return toHistoryItem(entry);
}

export async function listQuestions(user: User) {
  const entries = await listEntries(libraryOwner(user));
  return {
    success: true as const,
    items: entries.filter((entry): entry is LibraryQuestion => entry.kind === 'history').map(toHistoryItem),
  };
}

export async function deleteQuestion(user: User, id: string): Promise<void> {
  const owner = libraryOwner(user);
  await ownQuestion(user, id);
  if (await deleteEntry(owner, id)) await returnPlaces(owner, 1);
}

/** Keeps an answer among the Analysis Reports (spec: "Save Report"). */
export async function saveQuestion(user: User, id: string): Promise<AssistantHistoryItem> {
  const entry = await ownQuestion(user, id);
  if (entry.status !== 'done') throw new AppError(409, 'answerNotReady');
  await updateEntry(libraryOwner(user), id, { savedToStandard: true });
  return toHistoryItem({ ...entry, savedToStandard: true });
}

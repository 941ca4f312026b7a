import { randomUUID } from 'node:crypto';
import type {
  Action,
  ActionOverviewItem,
  CreateActionRequest,
  UpdateActionRequest,
} from '#shared/schemas/workbench';
import {
  deleteActionRecord,
  getAction,
  listActionsByOwner,
  putAction,
  type ActionRecord,
} from '#adapters/table/actions';
import { deleteObjects, presignView } from '#adapters/objects';
import { getAnalysis } from '#adapters/table/analyses';
import type { User } from '#adapters/table/users';
import { writeEditLogEntry } from '#adapters/table/workbench';
import { AppError, notFound } from '#core/errors';
import { accessibleAnalysis } from '../status';
import { editedAnalysisOf } from '../workbench';
import { storedImageType } from '#core/stored-images';
import { storeClosurePhoto } from './closure-photo';
import { defaultDueDate, isoDay, isOpen, isOverdue, nextReminderDate } from './schedule';

/** Most actions per analysis: a plan, not a task tracker. */
export const MAX_ACTIONS_PER_ANALYSIS = 300;

/** An action as the API shows it (a short-lived link to its after photo, overdue against today). */
export async function actionView(record: ActionRecord, today = isoDay()): Promise<Action> {
  return {
    id: record.id,
    analysisId: record.analysisId,
    riskId: record.riskId,
    title: record.title,
    ownerName: record.ownerName,
    ownerEmail: record.ownerEmail,
    dueDate: record.dueDate,
    status: record.status,
    closureNote: record.closureNote,
    closurePhotoUrl: record.closurePhotoKey
      ? await presignView(record.closurePhotoKey, storedImageType(record.closurePhotoKey))
      : null,
    closedAt: record.closedAt,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    overdue: isOverdue(record, today),
  };
}

/** The caller's action, or 404 for a missing or someone else's one. */
async function ownAction(userId: string, id: string): Promise<ActionRecord> {
  const record = await getAction(id);
  if (!record || record.userId !== userId) throw notFound();
  return record;
}

export async function createAction(user: User, analysisId: string, input: CreateActionRequest) {
  const item = await accessibleAnalysis(user, analysisId, 'change');
  const edited = await editedAnalysisOf(item);
  if (!edited) throw new AppError(409, 'analysisNotReady');
  const risk = edited.analysis.risks.find((r) => r.riskId === input.riskId);
  if (!risk) throw new AppError(400, 'unknownRisk', { riskId: input.riskId });
  const existing = (await listActionsByOwner(user.id)).filter((a) => a.analysisId === analysisId);
  if (existing.length >= MAX_ACTIONS_PER_ANALYSIS) throw new AppError(400, 'tooManyEdits');
  const now = new Date().toISOString();
  const today = isoDay();
  const base = {
    id: randomUUID(),
    userId: user.id,
    analysisId,
    riskId: input.riskId,
    title: input.title,
    ownerName: input.ownerName,
    ownerEmail: input.ownerEmail,
    dueDate: input.dueDate ?? defaultDueDate(risk.level, today),
    status: 'open' as const,
    closureNote: '',
    closurePhotoKey: null,
    closedAt: null,
    remindedBefore: null,
    remindedOverdue: null,
    createdAt: now,
    updatedAt: now,
  };
  const record: ActionRecord = { ...base, nextReminder: nextReminderDate(base) };
  await putAction(record);
  await writeEditLogEntry(analysisId, {
    at: now,
    by: user.email,
    kind: 'action',
    riskId: risk.riskId,
    detail: `created ${record.id}`,
  });
  return { action: await actionView(record, today) };
}

export async function updateAction(user: User, id: string, input: UpdateActionRequest) {
  const record = await ownAction(user.id, id);
  const now = new Date().toISOString();
  const { closurePhotoKey, ...fields } = input;
  const next: ActionRecord = { ...record, ...fields, updatedAt: now };
  if (input.dueDate && input.dueDate !== record.dueDate) {
    // A new deadline: its reminders start afresh.
    next.remindedBefore = null;
    next.remindedOverdue = null;
  }
  if (input.status) next.closedAt = isOpen(input.status) ? null : (record.closedAt ?? now);
  if (closurePhotoKey) next.closurePhotoKey = await storeClosurePhoto(user.id, record, closurePhotoKey);
  next.nextReminder = nextReminderDate(next);
  if (!(await putAction(next, record.updatedAt))) throw new AppError(409, 'editConflict');
  if (closurePhotoKey && record.closurePhotoKey && record.closurePhotoKey !== next.closurePhotoKey)
    await deleteObjects([record.closurePhotoKey]);
  await writeEditLogEntry(record.analysisId, {
    at: now,
    by: user.email,
    kind: 'action',
    riskId: record.riskId,
    detail: Object.keys(input).join(', '),
  });
  return { action: await actionView(next) };
}

export async function deleteAction(user: User, id: string): Promise<void> {
  const record = await ownAction(user.id, id);
  await deleteActionRecord(id);
  if (record.closurePhotoKey) await deleteObjects([record.closurePhotoKey]);
  await writeEditLogEntry(record.analysisId, {
    at: new Date().toISOString(),
    by: user.email,
    kind: 'action',
    riskId: record.riskId,
    detail: `deleted ${record.id}`,
  });
}

/** The caller's actions by due date (open ones unless asked for all), with what each is about. */
export async function listActions(
  userId: string,
  query: { status: 'open' | 'all'; analysisId?: string },
): Promise<{ actions: ActionOverviewItem[] }> {
  const today = isoDay();
  const records = (await listActionsByOwner(userId))
    .filter((record) => query.status === 'all' || isOpen(record.status))
    .filter((record) => !query.analysisId || record.analysisId === query.analysisId);
  const analyses = new Map<string, Awaited<ReturnType<typeof analysisContext>>>();
  for (const analysisId of new Set(records.map((r) => r.analysisId)))
    analyses.set(analysisId, await analysisContext(analysisId));
  const actions = await Promise.all(
    records.map(async (record) => {
      const context = analyses.get(record.analysisId);
      const risk = context?.risks.get(record.riskId);
      return {
        ...(await actionView(record, today)),
        area: context?.area ?? '',
        riskTitle: risk?.title ?? record.riskId,
        level: risk?.level ?? null,
      };
    }),
  );
  actions.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.createdAt.localeCompare(b.createdAt));
  return { actions };
}

/** The work area and risks (as edited) of an analysis, to say what its actions are about. */
async function analysisContext(analysisId: string) {
  const item = await getAnalysis(analysisId);
  if (!item) return undefined;
  const edited = await editedAnalysisOf(item);
  return {
    area: item.request.area,
    risks: new Map((edited?.analysis.risks ?? []).map((risk) => [risk.riskId, risk])),
  };
}

/** The actions of an analysis for its report: by due date, kept risks only. */
export async function actionsOfAnalysis(userId: string, analysisId: string): Promise<ActionRecord[]> {
  return (await listActionsByOwner(userId))
    .filter((record) => record.analysisId === analysisId)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

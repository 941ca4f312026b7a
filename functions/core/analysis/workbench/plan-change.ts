import { riskIdPrefix, type AnalysisResult, type StartAnalysisRequest } from '#shared/schemas/analysis';
import type { EditLogEntry, PatchAnalysisRequest } from '#shared/schemas/workbench';
import { MAX_RISKS_PER_ANALYSIS } from '#shared/schemas/workbench';
import {
  MAX_WRITES_PER_CHANGE,
  type RiskRecord,
  type WorkbenchState,
  type WorkbenchWrite,
} from '#adapters/table/workbench';
import { AppError } from '#core/errors';
import { applyWorkbench, withEdit } from './apply';

export interface ChangeContext {
  /** The engine's result, as stored. */
  result: AnalysisResult;
  request: StartAnalysisRequest;
  /** File names of the analysis's photos (an own finding may point at one). */
  photoNames: readonly string[];
  state: WorkbenchState;
  by: string;
  at: string;
}

/**
 * What one PATCH writes: checked against the analysis as it stands (ids that exist, own findings
 * only removable, merges of two present risks), with one edit-log entry per thing changed.
 */
export async function planChange(
  body: PatchAnalysisRequest,
  context: ChangeContext,
): Promise<WorkbenchWrite> {
  const { result, state, by, at } = context;
  const current = applyWorkbench(result, state);
  const present = new Set(current.risks.map((risk) => risk.riskId));
  const records = new Map(state.risks.map((record) => [record.riskId, record]));
  const workbench = { ...state.workbench, merges: [...state.workbench.merges], updatedAt: at };
  const putRisks: RiskRecord[] = [];
  const deleteRisks: string[] = [];
  const log: EditLogEntry[] = [];
  const entry = (kind: EditLogEntry['kind'], riskId: string | null, detail: string) =>
    log.push({ at, by, kind, riskId, detail });
  const requirePresent = (id: string) => {
    if (!present.has(id)) throw new AppError(400, 'unknownRisk', { riskId: id });
  };

  for (const [riskId, edit] of Object.entries(body.risks ?? {})) {
    requirePresent(riskId);
    const record = records.get(riskId);
    const fields = Object.keys(edit).join(', ');
    if (!fields) continue;
    const next: RiskRecord = record?.added
      ? { ...record, added: withEdit(record.added, edit, result.language), editedAt: at, editedBy: by }
      : { riskId, edit: { ...record?.edit, ...edit }, editedAt: at, editedBy: by };
    records.set(riskId, next);
    putRisks.push(next);
    entry('risk', riskId, fields);
  }

  if (body.addedRisks?.length) {
    // An own finding is cited from the knowledge base (hazards of every family and site, about
    // 0.8 MB): loaded by the change that adds one, not by every edit (issue 16).
    const { ownFindingRisk } = await import('./own-finding');
    if (present.size + body.addedRisks.length > MAX_RISKS_PER_ANALYSIS)
      throw new AppError(400, 'tooManyRisks');
    const prefix = `${riskIdPrefix(result.jurisdiction)}_`;
    const highest = Math.max(0, ...result.risks.map((risk) => Number(risk.riskId.replace(/\D/g, ''))));
    for (const added of body.addedRisks) {
      if (added.evidencePhoto && !context.photoNames.includes(added.evidencePhoto))
        throw new AppError(400, 'unknownPhoto');
      const number = highest + workbench.addedCount + 1;
      if (number > 999) throw new AppError(400, 'tooManyRisks');
      workbench.addedCount += 1;
      const riskId = `${prefix}${String(number).padStart(3, '0')}`;
      const risk = ownFindingRisk(riskId, added, context.request, result.language);
      const record: RiskRecord = { riskId, added: risk, editedAt: at, editedBy: by };
      putRisks.push(record);
      present.add(riskId);
      // A new finding is kept in the report once the adviser has chosen which to keep.
      if (workbench.selectedRisks) workbench.selectedRisks = [...workbench.selectedRisks, riskId];
      entry('added', riskId, added.title);
    }
  }

  for (const riskId of body.removedRisks ?? []) {
    requirePresent(riskId);
    if (!records.get(riskId)?.added) throw new AppError(400, 'notOwnFinding', { riskId });
    deleteRisks.push(riskId);
    present.delete(riskId);
    workbench.merges = workbench.merges.filter((m) => m.keep !== riskId && m.remove !== riskId);
    entry('removed', riskId, records.get(riskId)!.added!.title);
  }

  for (const removed of body.unmerges ?? []) {
    const merge = workbench.merges.find((m) => m.remove === removed);
    if (!merge) throw new AppError(400, 'unknownRisk', { riskId: removed });
    workbench.merges = workbench.merges.filter((m) => m !== merge);
    present.add(removed);
    if (workbench.selectedRisks && workbench.selectedRisks.includes(merge.keep))
      workbench.selectedRisks = [...workbench.selectedRisks, removed];
    entry('unmerge', removed, merge.keep);
  }

  for (const { keep, remove } of body.merges ?? []) {
    requirePresent(keep);
    requirePresent(remove);
    workbench.merges.push({ keep, remove, at, by });
    present.delete(remove);
    entry('merge', keep, remove);
  }

  if (body.selectedRisks) {
    for (const id of body.selectedRisks) requirePresent(id);
    workbench.selectedRisks = [...new Set(body.selectedRisks)];
    entry('selection', null, `${workbench.selectedRisks.length}`);
  }
  if (workbench.selectedRisks)
    workbench.selectedRisks = workbench.selectedRisks.filter((id) => present.has(id));

  if (body.report && Object.keys(body.report).length) {
    workbench.report = { ...workbench.report, ...body.report };
    entry('report', null, Object.keys(body.report).join(', '));
  }

  const write: WorkbenchWrite = {
    workbench,
    expectedUpdatedAt: state.workbench.updatedAt,
    putRisks: latestPerRisk(putRisks),
    deleteRisks,
    log,
  };
  const writes = 1 + write.putRisks.length + deleteRisks.length + log.length;
  if (writes > MAX_WRITES_PER_CHANGE) throw new AppError(400, 'tooManyEdits');
  return write;
}

/** One write per risk record (an own finding added then edited in the same call is written once). */
function latestPerRisk(records: RiskRecord[]): RiskRecord[] {
  return [...new Map(records.map((record) => [record.riskId, record])).values()];
}

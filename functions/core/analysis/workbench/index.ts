import type { AnalysisResult } from '#shared/schemas/analysis';
import type { PatchAnalysisRequest } from '#shared/schemas/workbench';
import { setAnalysisSummary, type Analysis } from '#adapters/table/analyses';
import type { User } from '#adapters/table/users';
import { readEditLog, readWorkbench, writeWorkbench, type WorkbenchState } from '#adapters/table/workbench';
import { AppError } from '#core/errors';
import { accessibleAnalysis, analysisResultOf, type Viewer } from '../status';
import { applyWorkbench, keptRiskIds } from './apply';
import { highestLevelOf } from '../highest-level';
import { planChange } from './plan-change';

/**
 * The adviser's workbench on a finished analysis: the edited analysis every reader uses, and the
 * changes (PATCH) that build it.
 */

export interface EditedAnalysis {
  /** The analysis with the adviser's edits applied. */
  analysis: AnalysisResult;
  state: WorkbenchState;
  /** The kept risks, in the analysis's order. */
  kept: string[];
}

/** The edited analysis of a job item; null before it is done. */
export async function editedAnalysisOf(
  item: Analysis,
  // The polling answer passes a reader that keeps results in the warm instance.
  resultOf: (item: Analysis) => Promise<AnalysisResult | null> = analysisResultOf,
): Promise<EditedAnalysis | null> {
  const [result, state] = await Promise.all([resultOf(item), readWorkbench(item.id)]);
  if (!result) return null;
  const analysis = applyWorkbench(result, state);
  return { analysis, state, kept: keptRiskIds(analysis, state.workbench.selectedRisks) };
}

/** Times a change is retried when another save landed between its read and its write. */
const CONFLICT_RETRIES = 3;

/** Applies one PATCH to the caller's finished analysis; every change is logged with who and when. */
export async function patchAnalysis(user: User, id: string, body: PatchAnalysisRequest): Promise<void> {
  const item = await accessibleAnalysis(user, id, 'change');
  const result = await analysisResultOf(item);
  if (!result) throw new AppError(409, 'analysisNotReady');
  const photoNames = [
    ...(item.previews ?? []).map((preview) => preview.fileName),
    ...item.request.files.map((file) => file.name),
  ];
  for (let attempt = 0; attempt < CONFLICT_RETRIES; attempt++) {
    const state = await readWorkbench(id);
    const at = laterThan(state.workbench.updatedAt);
    const change = await planChange(body, {
      result,
      request: item.request,
      photoNames,
      state,
      by: user.email,
      at,
    });
    if (await writeWorkbench(id, change)) {
      const state = await readWorkbench(id);
      const kept = keptRiskIds(applyWorkbench(result, state), state.workbench.selectedRisks);
      const edited = applyWorkbench(result, state);
      await setAnalysisSummary(id, {
        clientName: state.workbench.report.clientName ?? '',
        keptRiskCount: kept.length,
        highestLevel: highestLevelOf(edited.risks.filter((risk) => kept.includes(risk.riskId))),
      });
      return;
    }
  }
  throw new AppError(409, 'editConflict');
}

/** Now, or just after `previous`: each change's time is unique, so it can serve as the item's version. */
function laterThan(previous: string | null): string {
  const now = Date.now();
  const last = previous ? Date.parse(previous) : 0;
  return new Date(Math.max(now, last + 1)).toISOString();
}

/** The edit log of the caller's analysis, newest first. */
export async function analysisEdits(viewer: Viewer, id: string) {
  await accessibleAnalysis(viewer, id);
  return { edits: await readEditLog(id) };
}

export { reportCoverOf } from './report-cover';

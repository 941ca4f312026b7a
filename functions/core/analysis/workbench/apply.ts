import { riskLevelLabel } from '#shared/i18n/server';
import type { Language } from '#shared/languages';
import { residualLevelOf, riskLevel, type AnalysisResult, type Risk } from '#shared/schemas/analysis';
import type { RiskEdit } from '#shared/schemas/workbench';
import type { RiskRecord, StoredMerge, WorkbenchState } from '#adapters/table/workbench';

/**
 * The analysis as the adviser left it: the engine's result with their edits, their own findings and
 * merged duplicates applied. Pure, so the screen, the PDF, Word, Excel and e-mail all read the same.
 */
export function applyWorkbench(result: AnalysisResult, state: WorkbenchState): AnalysisResult {
  const records = new Map(state.risks.map((record) => [record.riskId, record]));
  const engine = result.risks.map((risk) => {
    const record = records.get(risk.riskId);
    return record?.edit ? editedRisk(risk, record, result.language) : risk;
  });
  const own = state.risks.filter((record) => record.added).map(ownFinding);
  const risks = applyMerges([...engine, ...own], state.workbench.merges);
  const removedInto = new Map(state.workbench.merges.map((merge) => [merge.remove, merge.keep]));
  return {
    ...result,
    risks,
    documentAnalyses: result.documentAnalyses.map((doc) => ({
      ...doc,
      risksIdentified: [...new Set(doc.risksIdentified.map((id) => finalId(id, removedInto)))],
    })),
  };
}

/** The risk a merged-away risk ended in (merges can chain: B into A, then A into C). */
function finalId(id: string, removedInto: ReadonlyMap<string, string>): string {
  let current = id;
  for (let hops = 0; removedInto.has(current) && hops < 50; hops++) current = removedInto.get(current)!;
  return current;
}

/** The risk's level fields from its likelihood, severity and controls. */
export function derivedLevels(
  risk: Pick<Risk, 'likelihood' | 'severity' | 'controls'>,
  language: Language,
): Pick<Risk, 'riskScore' | 'level' | 'residualLevel' | 'severityLabel'> {
  const riskScore = risk.likelihood * risk.severity;
  const level = riskLevel(riskScore);
  return {
    riskScore,
    level,
    residualLevel: residualLevelOf(risk.controls, risk.likelihood, risk.severity),
    severityLabel: riskLevelLabel(language, level),
  };
}

/** The fields of an edit applied to a risk; recommendations follow controls when they were the controls. */
export function withEdit(risk: Risk, edit: RiskEdit, language: Language): Risk {
  const { note, ...fields } = edit;
  const next: Risk = { ...risk, ...fields };
  if (note !== undefined) next.note = note || undefined;
  if (edit.controls && sameTexts(risk.recommendations, risk.controls)) {
    next.recommendations = edit.controls.map((control) => control.text);
  }
  return { ...next, ...derivedLevels(next, language) };
}

function editedRisk(risk: Risk, record: RiskRecord, language: Language): Risk {
  const edit = record.edit!;
  const next = withEdit(risk, edit, language);
  const changesEngineValues = Object.keys(edit).some((field) => field !== 'note');
  return {
    ...next,
    editedBy: record.editedBy,
    editedAt: record.editedAt,
    ...(changesEngineValues
      ? {
          original: {
            title: risk.title,
            description: risk.description,
            likelihood: risk.likelihood,
            severity: risk.severity,
            level: risk.level,
            residualLevel: risk.residualLevel,
            controls: risk.controls,
          },
        }
      : {}),
  };
}

function ownFinding(record: RiskRecord): Risk {
  return { ...record.added!, origin: 'adviser', editedBy: record.editedBy, editedAt: record.editedAt };
}

function sameTexts(recommendations: readonly string[], controls: readonly { text: string }[]): boolean {
  return (
    recommendations.length === controls.length && recommendations.every((r, i) => r === controls[i]!.text)
  );
}

/** Folds each removed duplicate into the risk kept: its evidence, triggers, citations and controls. */
function applyMerges(risks: Risk[], merges: readonly StoredMerge[]): Risk[] {
  const byId = new Map(risks.map((risk) => [risk.riskId, risk]));
  for (const { keep, remove } of merges) {
    const kept = byId.get(keep);
    const removed = byId.get(remove);
    if (!kept || !removed) continue;
    byId.set(keep, {
      ...kept,
      evidence: uniqueBy([...kept.evidence, ...removed.evidence], (e) => `${e.fileName}\u0000${e.excerpt}`),
      triggers: uniqueBy([...kept.triggers, ...removed.triggers], (t) => t).slice(0, 12),
      controlsInPlace: uniqueBy([...kept.controlsInPlace, ...removed.controlsInPlace], (t) => t).slice(0, 12),
      citations: uniqueBy(
        [...kept.citations, ...removed.citations],
        (c) => `${c.instrument}\u0000${c.articles ?? ''}\u0000${c.subject}`,
      ),
      controls: uniqueBy([...kept.controls, ...removed.controls], (c) => c.text.trim().toLowerCase()),
      relatedFamilies: uniqueBy(
        [...kept.relatedFamilies, ...(removed.family === kept.family ? [] : [removed.family])],
        (f) => f,
      ),
      mergedFrom: [...(kept.mergedFrom ?? []), remove],
    });
    byId.delete(remove);
  }
  return risks.filter((risk) => byId.has(risk.riskId)).map((risk) => byId.get(risk.riskId)!);
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The kept risks, in the analysis's order: all of them until the adviser chooses. */
export function keptRiskIds(analysis: AnalysisResult, selected: readonly string[] | null): string[] {
  const ids = analysis.risks.map((risk) => risk.riskId);
  if (!selected) return ids;
  const chosen = new Set(selected);
  return ids.filter((id) => chosen.has(id));
}

import { describe, expect, it } from 'vitest';
import { analyzeOffline, type OfflineInput } from '#core/analysis/offline-analyzer/analyze';
import { applyWorkbench, keptRiskIds } from '#core/analysis/workbench/apply';
import { addDays, defaultDueDate, isOverdue, nextReminderDate } from '#core/analysis/action-plan/schedule';
import { inReportLanguage } from '#core/reports/report-language';
import { EMPTY_WORKBENCH, type WorkbenchState } from '#adapters/table/workbench';
import { hazardById } from '#shared/knowledge/hazards';
import { hazardTextFor } from '#shared/knowledge/content';
import type { AnalysisResult, StartAnalysisRequest } from '#shared/schemas/analysis';

const input: OfflineInput = {
  language: 'fr',
  jurisdiction: 'QC',
  area: 'Entrepôt',
  riskIdPrefix: 'SST',
  documents: [
    {
      fileName: 'note.pdf',
      kind: 'document',
      method: 'pdf-text',
      warnings: [],
      pages: [
        {
          page: 1,
          source: 'text',
          text:
            'Le convoyeur de la ligne 2 fonctionne sans protecteur : les points de pincement sont accessibles. ' +
            'Les chariots élévateurs traversent l’allée piétonne sans séparation ni marquage.',
        },
      ],
    },
  ],
};
const request = {
  area: 'Entrepôt',
  jurisdiction: 'QC',
  language: 'fr',
  files: [],
} as unknown as StartAnalysisRequest;

const state = (
  changes: Partial<WorkbenchState['workbench']>,
  risks: WorkbenchState['risks'] = [],
): WorkbenchState => ({
  workbench: { ...EMPTY_WORKBENCH, ...changes },
  risks,
});
const merge = (keep: string, remove: string) => ({ keep, remove, at: '2026-11-23T00:00:00Z', by: 'a@b.c' });

describe('applying the workbench', () => {
  const result: AnalysisResult = analyzeOffline(input);
  const [first, second] = result.risks;

  it('leaves the engine result untouched when nothing was changed, every risk kept', () => {
    const applied = applyWorkbench(result, state({}));
    expect(applied.risks).toEqual(result.risks);
    expect(keptRiskIds(applied, null)).toEqual(result.risks.map((r) => r.riskId));
  });

  it('follows chained merges to the risk that remains, in the document summaries too', () => {
    expect(result.risks.length).toBeGreaterThanOrEqual(2);
    const applied = applyWorkbench(result, state({ merges: [merge(second!.riskId, first!.riskId)] }));
    expect(applied.risks.map((r) => r.riskId)).not.toContain(first!.riskId);
    const kept = applied.risks.find((r) => r.riskId === second!.riskId)!;
    expect(kept.mergedFrom).toEqual([first!.riskId]);
    expect(kept.evidence.length).toBe(
      new Set([...first!.evidence, ...second!.evidence].map((e) => `${e.fileName}|${e.excerpt}`)).size,
    );
    for (const doc of applied.documentAnalyses) expect(doc.risksIdentified).not.toContain(first!.riskId);
  });

  it('an edit of likelihood sets the score, level and level name; the engine values stay under original', () => {
    const applied = applyWorkbench(
      result,
      state({}, [
        { riskId: first!.riskId, edit: { likelihood: 1, severity: 1 }, editedAt: 'now', editedBy: 'a@b.c' },
      ]),
    );
    const edited = applied.risks[0]!;
    expect(edited).toMatchObject({
      riskScore: 1,
      level: 'low',
      residualLevel: 'low',
      severityLabel: 'Faible',
    });
    expect(edited.original).toMatchObject({ likelihood: first!.likelihood, severity: first!.severity });
  });
});

describe('the report in another language', () => {
  const result: AnalysisResult = analyzeOffline(input);

  it('re-writes the engine’s knowledge-base texts and keeps what the adviser wrote', () => {
    const [first, second] = result.risks;
    const edited = applyWorkbench(
      result,
      state({}, [
        {
          riskId: first!.riskId,
          edit: { title: 'Convoyeur L2 sans protecteur' },
          editedAt: 'now',
          editedBy: 'a',
        },
      ]),
    );
    const english = inReportLanguage(edited, 'en', request);
    expect(english.language).toBe('en');
    expect(english.risks[0]!.title).toBe('Convoyeur L2 sans protecteur');
    const hazard = hazardById(second!.hazardId!)!;
    expect(english.risks[1]!.title).toBe(hazardTextFor(hazard, 'en', 'QC').name);
    expect(english.risks[1]!.controls.map((c) => c.text)).toEqual(
      hazardTextFor(hazard, 'en', 'QC').controls.map((c) => c.text),
    );
    // The documents' words are quoted as written.
    expect(english.risks[1]!.evidence).toEqual(second!.evidence);
    expect(english.regulations.length).toBeGreaterThan(0);
    expect(english.regulations.map((r) => r.title).join(' ')).not.toMatch(/Règlement sur la santé/);
  });
});

describe('action plan dates', () => {
  it('defaults the due date from the risk level', () => {
    expect(defaultDueDate('critical', '2026-11-23')).toBe('2026-11-30');
    expect(defaultDueDate('high', '2026-11-23')).toBe('2026-12-23');
    expect(defaultDueDate('medium', '2026-11-23')).toBe('2027-02-21');
    expect(defaultDueDate('low', '2026-11-23')).toBe('2027-05-22');
  });

  it('reminds the day before, then once overdue, and never a closed action', () => {
    const action = {
      status: 'open' as const,
      dueDate: '2026-12-01',
      remindedBefore: null,
      remindedOverdue: null,
    };
    expect(nextReminderDate(action)).toBe('2026-11-30');
    expect(nextReminderDate({ ...action, remindedBefore: 'x' })).toBe('2026-12-02');
    expect(nextReminderDate({ ...action, remindedBefore: 'x', remindedOverdue: 'y' })).toBeNull();
    expect(nextReminderDate({ ...action, status: 'done' })).toBeNull();
    expect(isOverdue(action, addDays('2026-12-01', 1))).toBe(true);
    expect(isOverdue(action, '2026-12-01')).toBe(false);
    expect(isOverdue({ ...action, status: 'verified' }, '2027-01-01')).toBe(false);
  });
});

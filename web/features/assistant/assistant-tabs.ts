import { LIBRARY_LIMIT, type ConsolidatedRequest } from '#shared/schemas/assistant';

/** The four tabs of the library, History first (the default); exactly one is shown. */
export const ASSISTANT_TABS = ['history', 'files', 'reports', 'references'] as const;
export type AssistantTab = (typeof ASSISTANT_TABS)[number];

/** What is ticked in each tab, by key (a Reports key says what it is: `report:`, `analysis:`, `answer:`). */
export type Selection = Record<AssistantTab, ReadonlySet<string>>;

export type ReportKind = 'report' | 'analysis' | 'answer';
export const reportKey = (kind: ReportKind, id: string) => `${kind}:${id}`;

function idsOf(keys: Iterable<string>, kind: ReportKind): string[] {
  const prefix = `${kind}:`;
  return [...keys].filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
}

type SelectedFields = Pick<
  ConsolidatedRequest,
  'selectedAnalyses' | 'selectedFiles' | 'selectedReports' | 'selectedRegulatory'
>;

/**
 * The documents a question is asked over, from the ticks: saved analyses, imported files, PDF
 * reports, references. History items and saved answers are ticked to be deleted, not asked over.
 */
export function selectedForQuestion(selection: Selection): SelectedFields {
  const cap = (ids: string[]) => ids.slice(0, LIBRARY_LIMIT);
  return {
    selectedAnalyses: cap(idsOf(selection.reports, 'analysis')),
    selectedFiles: cap([...selection.files]),
    selectedReports: cap(idsOf(selection.reports, 'report')),
    selectedRegulatory: cap([...selection.references]),
  };
}

/** How many documents the fields name. */
export function countSelected(fields: SelectedFields): number {
  return (
    fields.selectedAnalyses.length +
    fields.selectedFiles.length +
    fields.selectedReports.length +
    fields.selectedRegulatory.length
  );
}

import { LIBRARY_LIMIT } from '#shared/schemas/assistant';
import { useAssistantHistory } from './api/list-history';
import { useLibrary } from './api/list-library';
import { useSavedAnalyses } from './api/saved-analyses';
import { reportKey, type AssistantTab } from './assistant-tabs';

/**
 * Everything the space lists, loaded together: the history (saved answers go to the reports),
 * the three collections, the saved analyses; the library's count from the freshest answer.
 */
export function useLibraryData() {
  const history = useAssistantHistory();
  const files = useLibrary('file');
  const reports = useLibrary('report');
  const references = useLibrary('reference');
  const analyses = useSavedAnalyses();

  const historyItems = history.data?.items ?? [];
  const questions = historyItems.filter((item) => !item.savedToStandard);
  const savedAnswers = historyItems.filter((item) => item.savedToStandard);
  const fileItems = files.data?.items ?? [];
  const reportItems = reports.data?.items ?? [];
  const referenceItems = references.data?.items ?? [];
  const analysisItems = analyses.data ?? [];

  // Every collection answers with the library's count: the latest answer is the one to believe.
  const latest = [files, reports, references]
    .filter((query) => query.data)
    .sort((a, b) => b.dataUpdatedAt - a.dataUpdatedAt)[0]?.data;

  /** The keys each tab lists (its ticks are kept only while their items are listed). */
  const keys: Record<AssistantTab, string[]> = {
    history: questions.map((item) => item.id),
    files: fileItems.map((item) => item.id),
    reports: [
      ...reportItems.map((item) => reportKey('report', item.id)),
      ...analysisItems.map((analysis) => reportKey('analysis', analysis.id)),
      ...savedAnswers.map((item) => reportKey('answer', item.id)),
    ],
    references: referenceItems.map((item) => item.id),
  };

  /** What a question can be asked over when nothing is ticked (spec section 5). */
  const askable = {
    files: keys.files,
    references: keys.references,
    reports: keys.reports.filter((key) => !key.startsWith('answer:')),
  };

  return {
    queries: { history, files, reports, references, analyses },
    historyItems,
    questions,
    savedAnswers,
    fileItems,
    reportItems,
    referenceItems,
    analysisItems,
    count: latest?.count ?? null,
    limit: latest?.limit ?? LIBRARY_LIMIT,
    keys,
    askable,
  };
}

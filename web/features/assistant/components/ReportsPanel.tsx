import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantHistoryItem, LibraryItem } from '#shared/schemas/assistant';
import { Button } from '@/components/ui/Button';
import type { Entry } from '../api/delete-entries';
import type { SavedAnalysis } from '../api/saved-analyses';
import { reportKey } from '../assistant-tabs';
import type { TabControls } from '../tab-controls';
import { HistoryItemCard } from './HistoryItemCard';
import { ImportPdfDialog } from './ImportPdfDialog';
import { LibraryItemCard } from './LibraryItemCard';
import { ListBody } from './ListBody';
import { SavedAnalysisCard } from './SavedAnalysisCard';
import { TabToolbar } from './TabToolbar';
import { UploadProgress } from './UploadProgress';

interface QueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isRefetching: boolean;
}

interface ReportsPanelProps {
  reports: readonly LibraryItem[];
  analyses: readonly SavedAnalysis[];
  answers: readonly AssistantHistoryItem[];
  /** The three lists' loads: imported PDFs, saved analyses, the history (saved answers). */
  queries: readonly QueryState[];
  controls: TabControls;
  analysisHref: (id: string) => string;
  onOpenAnswer: (item: AssistantHistoryItem) => void;
  onDownload: (item: LibraryItem) => void;
  downloading: string | null;
  onImport: (files: File[], description: string) => Promise<boolean>;
  /** The PDF import under way (0-100), or null. */
  percent: number | null;
}

/**
 * The Analysis Reports tab: imported PDF reports, saved analyses and saved answers (spec 2.4:
 * saved-to-standard analyses are listed here, the others in History), with the Import PDF modal.
 */
export function ReportsPanel({
  reports,
  analyses,
  answers,
  queries,
  controls,
  analysisHref,
  onOpenAnswer,
  onDownload,
  downloading,
  onImport,
  percent,
}: ReportsPanelProps) {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  const all: { key: string; entry: Entry; name: string }[] = [
    ...reports.map((item) => ({
      key: reportKey('report', item.id),
      entry: { kind: 'report' as const, id: item.id },
      name: item.name,
    })),
    ...analyses.map((analysis) => ({
      key: reportKey('analysis', analysis.id),
      entry: { kind: 'analysis' as const, id: analysis.id },
      name: analysis.area,
    })),
    ...answers.map((item) => ({
      key: reportKey('answer', item.id),
      entry: { kind: 'history' as const, id: item.id },
      name: item.question,
    })),
  ];
  // A team's saved analysis the caller may not delete can be ticked (to ask over it), never deleted.
  const undeletable = new Set(
    analyses.filter((analysis) => !analysis.canDelete).map((analysis) => reportKey('analysis', analysis.id)),
  );
  const chosen = all.filter((row) => controls.selected.has(row.key) && !undeletable.has(row.key));
  const failed = queries.find((query) => query.isError);
  const refetch = () => queries.forEach((query) => void query.refetch());
  const one = (entry: Entry, name: string) => () => controls.onDelete([entry], [name]);

  return (
    <div className="grid gap-4">
      <TabToolbar
        total={all.length}
        selected={all.filter((row) => controls.selected.has(row.key)).length}
        onSelectAll={() => controls.onSelectAll(all.map((row) => row.key))}
        onDeselectAll={controls.onDeselectAll}
        onDeleteSelected={() =>
          controls.onDelete(
            chosen.map((row) => row.entry),
            chosen.map((row) => row.name),
          )
        }
        onRefresh={refetch}
        refreshing={queries.some((query) => query.isRefetching)}
        language={controls.language}
      >
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => setImporting(true)} data-testid="import-pdf">
            {t('assistant.reports.importPdf')}
          </Button>
        </div>
        {percent !== null && <UploadProgress percent={percent} />}
      </TabToolbar>
      <ListBody
        pending={queries.some((query) => query.isPending)}
        error={failed ? failed.error : null}
        failedText={t('assistant.reports.loadFailed')}
        onRetry={refetch}
        retrying={queries.some((query) => query.isRefetching)}
        count={all.length}
        emptyText={t('assistant.reports.empty')}
        testId="report-list"
      >
        {reports.map((item) => {
          const key = reportKey('report', item.id);
          return (
            <LibraryItemCard
              key={key}
              item={item}
              selected={controls.selected.has(key)}
              onToggle={() => controls.onToggle(key)}
              onDownload={() => onDownload(item)}
              downloading={downloading === item.id}
              onDelete={one({ kind: 'report', id: item.id }, item.name)}
              language={controls.language}
            />
          );
        })}
        {analyses.map((analysis) => {
          const key = reportKey('analysis', analysis.id);
          return (
            <SavedAnalysisCard
              key={key}
              analysis={analysis}
              href={analysisHref(analysis.id)}
              selected={controls.selected.has(key)}
              onToggle={() => controls.onToggle(key)}
              onDelete={one({ kind: 'analysis', id: analysis.id }, analysis.area)}
              language={controls.language}
            />
          );
        })}
        {answers.map((item) => {
          const key = reportKey('answer', item.id);
          return (
            <HistoryItemCard
              key={key}
              item={item}
              saved
              selected={controls.selected.has(key)}
              onToggle={() => controls.onToggle(key)}
              onOpen={() => onOpenAnswer(item)}
              onDelete={one({ kind: 'history', id: item.id }, item.question)}
              language={controls.language}
            />
          );
        })}
      </ListBody>
      <ImportPdfDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImport={onImport}
        uploading={percent !== null}
      />
    </div>
  );
}

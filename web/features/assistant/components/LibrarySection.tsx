import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantHistoryItem } from '#shared/schemas/assistant';
import type { Entry } from '../api/delete-entries';
import { reportKey, type AssistantTab } from '../assistant-tabs';
import type { Collection } from '../library-collections';
import type { TabControls } from '../tab-controls';
import type { useLibraryData } from '../use-library-data';
import { useLibraryDownload } from '../use-library-download';
import type { useLibraryUpload } from '../use-library-upload';
import type { useSelection } from '../use-selection';
import { AssistantTabs } from './AssistantTabs';
import { DocumentCounterBar } from './DocumentCounterBar';
import { FilesImport } from './FilesImport';
import { HistoryPanel } from './HistoryPanel';
import { LibraryPanel } from './LibraryPanel';
import { ReferenceUpload } from './ReferenceUpload';
import { ReportsPanel } from './ReportsPanel';
import { SelectionTotals } from './SelectionTotals';

interface LibrarySectionProps {
  data: ReturnType<typeof useLibraryData>;
  ticks: ReturnType<typeof useSelection>;
  libraryUpload: ReturnType<typeof useLibraryUpload>;
  onOpen: (item: AssistantHistoryItem) => void;
  onDelete: (entries: readonly Entry[], names: readonly string[]) => void;
  analysisHref: (id: string) => string;
  language: string;
}

/**
 * The library (spec 2.4): how full it is, what is ticked in each tab with Clear All, and the four
 * tabs (History first), each with its tools, its documents and the way to add some.
 */
export function LibrarySection({
  data,
  ticks,
  libraryUpload,
  onOpen,
  onDelete,
  analysisHref,
  language,
}: LibrarySectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [tab, setTab] = useState<AssistantTab>('history');
  const { download, downloading } = useLibraryDownload();
  const { selection, toggle, select, deselectAll, clearAll } = ticks;
  const { upload, uploading } = libraryUpload;

  const controls = (of: AssistantTab): TabControls => ({
    selected: selection[of],
    onToggle: (key) => toggle(of, key),
    onSelectAll: (keys) => select(of, keys),
    onDeselectAll: () => deselectAll(of),
    onDelete,
    language,
  });
  const percentOf = (collection: Collection) =>
    uploading?.collection === collection ? uploading.percent : null;

  const panels: Record<AssistantTab, () => ReactNode> = {
    history: () => (
      <HistoryPanel
        items={data.questions}
        query={data.queries.history}
        controls={controls('history')}
        onOpen={onOpen}
      />
    ),
    files: () => (
      <LibraryPanel
        collection="file"
        items={data.fileItems}
        query={data.queries.files}
        controls={controls('files')}
        onDownload={(item) => void download('file', item)}
        downloading={downloading}
        upload={
          <FilesImport
            percent={percentOf('file')}
            language={language}
            onPick={async (files) => {
              const added = await upload({ collection: 'file', picker: 'files', files, count: data.count });
              select(
                'files',
                added.map((item) => item.id),
              );
            }}
          />
        }
      />
    ),
    reports: () => (
      <ReportsPanel
        reports={data.reportItems}
        analyses={data.analysisItems}
        answers={data.savedAnswers}
        queries={[data.queries.reports, data.queries.analyses, data.queries.history]}
        controls={controls('reports')}
        analysisHref={analysisHref}
        onOpenAnswer={onOpen}
        onDownload={(item) => void download('report', item)}
        downloading={downloading}
        percent={percentOf('report')}
        onImport={async (files, description) => {
          const added = await upload({
            collection: 'report',
            picker: 'pdf',
            files,
            details: description ? { description } : {},
            count: data.count,
          });
          select(
            'reports',
            added.map((item) => reportKey('report', item.id)),
          );
          return added.length > 0;
        }}
      />
    ),
    references: () => (
      <LibraryPanel
        collection="reference"
        items={data.referenceItems}
        query={data.queries.references}
        controls={controls('references')}
        onDownload={(item) => void download('reference', item)}
        downloading={downloading}
        upload={
          <ReferenceUpload
            percent={percentOf('reference')}
            language={language}
            onPick={(picker, files, category) =>
              void upload({
                collection: 'reference',
                picker,
                files,
                details: category ? { category } : {},
                count: data.count,
              })
            }
          />
        }
      />
    ),
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900">
        {t('assistant.library.heading')}
      </h2>
      <DocumentCounterBar count={data.count} limit={data.limit} language={language} />
      <SelectionTotals
        counts={{
          history: selection.history.size,
          files: selection.files.size,
          reports: selection.reports.size,
          references: selection.references.size,
        }}
        onClearAll={clearAll}
        language={language}
      />
      <AssistantTabs
        current={tab}
        onSelect={setTab}
        counts={{
          history: data.queries.history.data ? data.questions.length : undefined,
          files: data.queries.files.data ? data.fileItems.length : undefined,
          reports:
            data.queries.reports.data && data.queries.analyses.data ? data.keys.reports.length : undefined,
          references: data.queries.references.data ? data.referenceItems.length : undefined,
        }}
      >
        {panels[tab]()}
      </AssistantTabs>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryItem } from '#shared/schemas/assistant';
import type { Collection } from '../library-collections';
import type { TabControls } from '../tab-controls';
import { LibraryItemCard } from './LibraryItemCard';
import { ListBody } from './ListBody';
import { TabToolbar } from './TabToolbar';

interface LibraryPanelProps {
  collection: Exclude<Collection, 'report'>;
  items: readonly LibraryItem[];
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    isRefetching: boolean;
  };
  controls: TabControls;
  onDownload: (item: LibraryItem) => void;
  downloading: string | null;
  /** How documents are added to this collection (a picker, upload tiles). */
  upload: ReactNode;
}

const TEXTS = {
  file: { empty: 'assistant.files.empty', loadFailed: 'assistant.files.loadFailed' },
  reference: { empty: 'assistant.references.empty', loadFailed: 'assistant.references.loadFailed' },
} as const;

/** The Imported Files and Regulatory References tabs: adding documents, the tools, the documents. */
export function LibraryPanel({
  collection,
  items,
  query,
  controls,
  onDownload,
  downloading,
  upload,
}: LibraryPanelProps) {
  const { t } = useTranslation();
  const entries = (list: readonly LibraryItem[]) => list.map((item) => ({ kind: collection, id: item.id }));
  const chosen = items.filter((item) => controls.selected.has(item.id));
  return (
    <div className="grid gap-4">
      <TabToolbar
        total={items.length}
        selected={chosen.length}
        onSelectAll={() => controls.onSelectAll(items.map((item) => item.id))}
        onDeselectAll={controls.onDeselectAll}
        onDeleteSelected={() =>
          controls.onDelete(
            entries(chosen),
            chosen.map((item) => item.name),
          )
        }
        onRefresh={() => void query.refetch()}
        refreshing={query.isRefetching}
        language={controls.language}
      >
        {upload}
      </TabToolbar>
      <ListBody
        pending={query.isPending}
        error={query.isError ? query.error : null}
        failedText={t(TEXTS[collection].loadFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        count={items.length}
        emptyText={t(TEXTS[collection].empty)}
        testId={`${collection}-list`}
      >
        {items.map((item) => (
          <LibraryItemCard
            key={item.id}
            item={item}
            selected={controls.selected.has(item.id)}
            onToggle={() => controls.onToggle(item.id)}
            onDownload={() => onDownload(item)}
            downloading={downloading === item.id}
            onDelete={() => controls.onDelete(entries([item]), [item.name])}
            language={controls.language}
          />
        ))}
      </ListBody>
    </div>
  );
}

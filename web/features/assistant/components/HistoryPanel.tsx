import { useTranslation } from 'react-i18next';
import type { AssistantHistoryItem } from '#shared/schemas/assistant';
import type { TabControls } from '../tab-controls';
import { HistoryItemCard } from './HistoryItemCard';
import { ListBody } from './ListBody';
import { TabToolbar } from './TabToolbar';

interface HistoryPanelProps {
  /** The questions not saved to the reports (saved ones are listed there). */
  items: readonly AssistantHistoryItem[];
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    isRefetching: boolean;
  };
  controls: TabControls;
  onOpen: (item: AssistantHistoryItem) => void;
}

/** The History tab: the questions asked in this space, newest first. */
export function HistoryPanel({ items, query, controls, onOpen }: HistoryPanelProps) {
  const { t } = useTranslation();
  const entries = (list: readonly AssistantHistoryItem[]) =>
    list.map((item) => ({ kind: 'history' as const, id: item.id }));
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
            chosen.map((item) => item.question),
          )
        }
        onRefresh={() => void query.refetch()}
        refreshing={query.isRefetching}
        language={controls.language}
      />
      <ListBody
        pending={query.isPending}
        error={query.isError ? query.error : null}
        failedText={t('assistant.history.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        count={items.length}
        emptyText={t('assistant.history.empty')}
        testId="history-list"
      >
        {items.map((item) => (
          <HistoryItemCard
            key={item.id}
            item={item}
            selected={controls.selected.has(item.id)}
            onToggle={() => controls.onToggle(item.id)}
            onOpen={() => onOpen(item)}
            onDelete={() => controls.onDelete(entries([item]), [item.question])}
            language={controls.language}
          />
        ))}
      </ListBody>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { formatCount } from '@/features/analysis';

interface TabToolbarProps {
  total: number;
  selected: number;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  /** Asks first (a confirmation), then deletes the ticked items. */
  onDeleteSelected: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  language: string;
  /** The tab's own actions (import, upload). */
  children?: ReactNode;
}

/** Every tab's tools (spec 2.4): select all, deselect all, the selected count, delete selected, refresh. */
export function TabToolbar({
  total,
  selected,
  onSelectAll,
  onDeselectAll,
  onDeleteSelected,
  onRefresh,
  refreshing,
  language,
  children,
}: TabToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      {children}
      <div
        role="toolbar"
        aria-label={t('assistant.toolbar.label')}
        className="flex flex-wrap items-center gap-2"
      >
        <Button
          variant="secondary"
          size="sm"
          onClick={onSelectAll}
          disabled={total === 0 || selected === total}
        >
          {t('assistant.toolbar.selectAll')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDeselectAll} disabled={selected === 0}>
          {t('assistant.toolbar.deselectAll')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDeleteSelected}
          disabled={selected === 0}
          className="text-red-700 hover:bg-red-50"
          data-testid="delete-selected"
        >
          {t('assistant.toolbar.deleteSelected')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onRefresh} loading={refreshing} data-testid="tab-refresh">
          {t('assistant.toolbar.refresh')}
        </Button>
        <p role="status" className="text-sm text-slate-600 sm:ml-auto" data-testid="tab-selected-count">
          {t('assistant.toolbar.selected', {
            selected: formatCount(selected, language),
            total: formatCount(total, language),
          })}
        </p>
      </div>
    </div>
  );
}

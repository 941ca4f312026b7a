import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/use-toast';
import { downloadFiles } from './download-files';
import type { FileSelectionState } from './use-file-selection';

interface FileActionsProps {
  selection: FileSelectionState;
  disabled?: boolean;
}

/**
 * Enterprise actions on the selected files: select all /
 * deselect all, and download the checked ones (one as is, several in one zip).
 */
export function FileActions({ selection, disabled = false }: FileActionsProps) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const count = selection.selectedFiles.length;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFiles(selection.selectedFiles);
    } catch {
      toast({ title: t('capture.files.downloadFailed'), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={selection.toggleAll}
        disabled={disabled}
        data-testid="select-all-files"
        className="min-h-11 sm:min-h-9"
      >
        {selection.allSelected ? t('capture.files.deselectAll') : t('capture.files.selectAll')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void download()}
        disabled={disabled || count === 0}
        loading={downloading}
        data-testid="download-selected-files"
        className="min-h-11 sm:min-h-9"
      >
        {t('capture.files.downloadSelected', { total: count })}
      </Button>
      <p aria-live="polite" className="text-sm text-slate-600">
        {t('capture.files.selectedCount', { selected: count, total: selection.total })}
      </p>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { formatFileSize } from '#shared/file-size';
import type { LibraryItem } from '#shared/schemas/assistant';
import { Button } from '@/components/ui/Button';
import { formatCount, formatDateTime } from '@/features/analysis';
import { LibraryStatusBadge } from './LibraryStatusBadge';
import { SelectableCard } from './SelectableCard';

interface LibraryItemCardProps {
  item: LibraryItem;
  selected: boolean;
  onToggle: () => void;
  onDownload: () => void;
  downloading: boolean;
  onDelete: () => void;
  language: string;
}

/** A document of the library: name, import date, size, status, who added it; download and delete. */
export function LibraryItemCard({
  item,
  selected,
  onToggle,
  onDownload,
  downloading,
  onDelete,
  language,
}: LibraryItemCardProps) {
  const { t } = useTranslation();
  const date = item.uploadedAt ? formatDateTime(item.uploadedAt, language) : '';
  // A reference's category ("general" unless one was given at upload), a report's description.
  const note =
    item.kind === 'reference'
      ? item.category === 'general'
        ? t('assistant.references.generalCategory')
        : item.category
      : item.description;
  return (
    <SelectableCard
      id={item.id}
      testId="library-item"
      title={item.name}
      selectLabel={t('assistant.item.select', { name: item.name })}
      selected={selected}
      onToggle={onToggle}
      actions={
        <>
          <Button
            variant="secondary"
            size="sm"
            onClick={onDownload}
            loading={downloading}
            aria-label={t('assistant.item.downloadLabel', { name: item.name })}
            data-testid="item-download"
          >
            {t('assistant.item.download')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={t('assistant.item.deleteLabel', { name: item.name })}
            className="text-red-700 hover:bg-red-50"
            data-testid="item-delete"
          >
            {t('assistant.item.delete')}
          </Button>
        </>
      }
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        {item.kind === 'report' && (
          <span className="font-medium text-slate-800">{t('assistant.reports.kinds.report')}</span>
        )}
        <span>{date ? t('assistant.item.importedOn', { date }) : t('assistant.item.recentlyUploaded')}</span>
        <span>{formatFileSize(item.size, language)}</span>
        {item.pages !== null && (
          <span>{t('assistant.item.pages', { number: formatCount(item.pages, language) })}</span>
        )}
        <LibraryStatusBadge status={item.status} />
      </p>
      {note && <p className="text-xs break-words text-slate-600">{note}</p>}
      {item.addedBy && (
        <p className="text-xs break-words text-slate-500">
          {t('assistant.item.addedBy', { name: item.addedBy })}
        </p>
      )}
    </SelectableCard>
  );
}

import { useTranslation } from 'react-i18next';
import { formatFileSize } from '#shared/file-size';
import type { BackupSummary } from '#shared/schemas/admin';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { buttonClasses } from '@/components/ui/Button';
import { formatDateTime } from '@/features/analysis';
import { backupDownloadHref } from '../api/backups';

const STATUS_TONES: Record<BackupSummary['status'], BadgeTone> = {
  running: 'info',
  done: 'success',
  failed: 'warning',
};

/** The backups kept, newest first: when, how, how big, and the download of those that are done. */
export function BackupList({ backups }: { backups: BackupSummary[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ul className="grid gap-2" data-testid="backup-list">
      {backups.map((backup) => (
        <li
          key={backup.backupId}
          className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[1fr_auto] sm:items-center"
          data-testid="backup-row"
          data-backup-id={backup.backupId}
          data-status={backup.status}
        >
          <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
            <dt className="font-medium text-slate-600">{t('backups.id')}</dt>
            <dd className="font-mono text-xs break-all text-slate-900">{backup.backupId}</dd>
            <dt className="font-medium text-slate-600">{t('backups.timestamp')}</dt>
            <dd className="flex flex-wrap items-center gap-2 text-slate-900">
              <time dateTime={backup.timestamp}>{formatDateTime(backup.timestamp, language)}</time>
              <span className="text-slate-600">{t(`backups.trigger.${backup.trigger}`)}</span>
              <Badge tone={STATUS_TONES[backup.status]} data-testid="backup-status">
                {t(`backups.status.${backup.status}`)}
              </Badge>
            </dd>
            <dt className="font-medium text-slate-600">{t('backups.size')}</dt>
            <dd className="text-slate-900 tabular-nums" data-testid="backup-size">
              {backup.size === null ? t('backups.sizePending') : formatFileSize(backup.size, language)}
            </dd>
          </dl>
          {backup.status === 'done' && (
            <a
              href={backupDownloadHref(backup.backupId)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('backups.downloadLabel', { id: backup.backupId })}
              className={buttonClasses('secondary', 'sm', 'justify-self-start')}
              data-testid="backup-download"
            >
              {t('backups.download')}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

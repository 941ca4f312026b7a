import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { formatDateTime, LoadFailed } from '@/features/analysis';
import { useAuditLog } from '../api/audit-log';

/** The administrators' latest actions: when, who, what, on whom, and what they gave (a reason, an id). */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const audit = useAuditLog();

  let body;
  if (audit.isPending) body = <Spinner label={t('adminAudit.loading')} className="text-brand-600" />;
  else if (audit.isError)
    body = (
      <LoadFailed
        error={audit.error}
        fallback={t('adminAudit.loadFailed')}
        onRetry={() => void audit.refetch()}
        retrying={audit.isRefetching}
        testId="admin-audit-error"
      />
    );
  else if (audit.data.entries.length === 0)
    body = <p className="text-sm text-slate-600">{t('adminAudit.empty')}</p>;
  else
    body = (
      <ol className="grid gap-2" data-testid="admin-audit-entries">
        {audit.data.entries.map((entry) => (
          <li key={entry.id} className="grid gap-0.5 rounded-lg border border-slate-200 p-3 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold text-slate-900">{t(`adminAudit.actions.${entry.action}`)}</span>
              <time dateTime={entry.at} className="text-slate-600">
                {formatDateTime(entry.at, language)}
              </time>
            </p>
            <p className="break-all text-slate-700">{t('adminAudit.by', { actor: entry.actorEmail })}</p>
            {(entry.targetEmail ?? entry.targetId) && (
              <p className="break-all text-slate-700">
                {t('adminAudit.target', { target: entry.targetEmail ?? entry.targetId })}
              </p>
            )}
            {entry.detail && (
              <p className="break-words text-slate-700">{t('adminAudit.detail', { detail: entry.detail })}</p>
            )}
          </li>
        ))}
      </ol>
    );

  return (
    <Card className="grid gap-3 p-4 sm:p-5" data-testid="admin-audit">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('adminAudit.title')}</h2>
        <p className="text-sm text-slate-600">{t('adminAudit.intro')}</p>
      </div>
      {body}
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { buttonClasses } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { formatDateTime, LoadFailed } from '@/features/analysis';
import { useAdminStats } from '../api/admin-stats';
import { isRefusal, refusalMessage } from '../admin-refusal';
import { AdminDenied } from '../components/AdminDenied';
import { AuditLog } from '../components/AuditLog';
import { Breakdowns } from '../components/Breakdowns';
import { RecentUsersTable } from '../components/RecentUsersTable';
import { StatCards } from '../components/StatCards';
import { UserLookup } from '../components/UserLookup';

/**
 * /admin (spec 2.10): the platform's figures, refreshed every 30 s, the latest accounts, the
 * breakdowns; beyond the spec, finding an account, acting on it, and the audit log of those actions.
 */
export function AdminDashboardPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const stats = useAdminStats();

  if (isRefusal(stats.error)) return <AdminDenied bare signedIn message={refusalMessage(stats.error)} />;

  let figures;
  if (stats.isPending)
    figures = (
      <div className="flex justify-center py-16">
        <Spinner label={t('adminDashboard.loading')} size="lg" className="text-brand-600" />
      </div>
    );
  else if (stats.isError)
    figures = (
      <LoadFailed
        error={stats.error}
        fallback={t('adminDashboard.loadFailed')}
        onRetry={() => void stats.refetch()}
        retrying={stats.isRefetching}
        testId="admin-stats-error"
      />
    );
  else
    figures = (
      <>
        <p className="text-sm text-slate-600" data-testid="admin-stats-freshness">
          {t('adminDashboard.updatedAt', {
            time: new Intl.DateTimeFormat(language, { timeStyle: 'medium' }).format(stats.dataUpdatedAt),
          })}{' '}
          {stats.data.recountedAt
            ? t('adminDashboard.recountedAt', { date: formatDateTime(stats.data.recountedAt, language) })
            : t('adminDashboard.notRecounted')}
        </p>
        <StatCards data={stats.data} />
        <Breakdowns stats={stats.data.stats} />
        <RecentUsersTable users={stats.data.recentUsers} />
      </>
    );

  return (
    <div className="grid gap-6" data-testid="admin-dashboard">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('adminDashboard.title')}
          </h1>
          <p className="text-slate-600">{t('adminDashboard.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.home} className={buttonClasses('secondary', 'sm')} data-testid="admin-back">
            {t('adminDashboard.back')}
          </Link>
          <Link to={paths.adminBackups} className={buttonClasses('secondary', 'sm')}>
            {t('adminDashboard.backups')}
          </Link>
        </div>
      </header>
      {figures}
      <UserLookup />
      <AuditLog />
    </div>
  );
}

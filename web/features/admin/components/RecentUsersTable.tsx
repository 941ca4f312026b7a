import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '#shared/schemas/admin';
import { Card } from '@/components/ui/Card';
import { formatCount, formatDateTime } from '@/features/analysis';
import { billingLabel, tierLabel } from '../account-labels';
import { formatSignupDate } from '../format';

/** Spec 2.10: the 10 latest accounts; the table scrolls sideways on a phone (and by keyboard). */
export function RecentUsersTable({ users }: { users: AdminUserRow[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const columns = [
    t('adminDashboard.recent.id'),
    t('adminDashboard.recent.email'),
    t('adminDashboard.recent.tier'),
    t('adminDashboard.recent.status'),
    t('adminDashboard.recent.billing'),
    t('adminDashboard.recent.analyses'),
    t('adminDashboard.recent.lastActivity'),
    t('adminDashboard.recent.createdAt'),
  ];
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <h2 id="admin-recent" className="text-lg font-semibold text-slate-900">
        {t('adminDashboard.recent.title')}
      </h2>
      {users.length === 0 ? (
        <p className="text-sm text-slate-600">{t('adminDashboard.recent.empty')}</p>
      ) : (
        <div
          role="region"
          aria-label={t('adminDashboard.recent.region')}
          tabIndex={0}
          className="overflow-x-auto rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <table className="w-full min-w-[56rem] text-left text-sm" aria-labelledby="admin-recent">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-2 py-2 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100" data-testid="admin-recent-users">
              {users.map((user) => (
                <tr key={user.id} className="text-slate-800">
                  <td className="max-w-32 truncate px-2 py-2 font-mono text-xs" title={user.id}>
                    {user.id}
                  </td>
                  <td className="px-2 py-2 break-all">{user.email}</td>
                  <td className="px-2 py-2">{tierLabel(t, user.subscriptionTier)}</td>
                  <td className="px-2 py-2">{t(`subscriptionStatus.${user.subscriptionStatus}`)}</td>
                  <td className="px-2 py-2">{billingLabel(t, user.billingCycle)}</td>
                  <td className="px-2 py-2 tabular-nums">{formatCount(user.analysisCount, language)}</td>
                  <td className="px-2 py-2">
                    {user.lastActivity
                      ? formatDateTime(user.lastActivity, language)
                      : t('adminDashboard.recent.never')}
                  </td>
                  <td className="px-2 py-2 tabular-nums">{formatSignupDate(user.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

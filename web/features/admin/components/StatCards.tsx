import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStats } from '#shared/schemas/admin';
import { Card } from '@/components/ui/Card';
import { formatCount } from '@/features/analysis';
import { formatDecimal, formatMoney } from '../format';

function StatCard({
  id,
  label,
  value,
  note,
}: {
  id: string;
  label: string;
  value: string;
  note?: ReactNode;
}) {
  return (
    <Card className="grid content-start gap-1 p-4" data-testid={`admin-stat-${id}`}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd
        className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums"
        data-testid="admin-stat-value"
      >
        {value}
      </dd>
      {note && <dd className="text-sm text-slate-600">{note}</dd>}
    </Card>
  );
}

/** Spec 2.10's cards: users by kind, active with trials, MRR and ARR, analyses, recent activity. */
export function StatCards({ data }: { data: AdminStats }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const count = (value: number) => formatCount(value, language);
  const { stats, stripeStats, usageStats } = data;
  const usd = stripeStats.byCurrency.USD;
  const money = (field: 'mrr' | 'arr') => (
    <>
      {t('adminDashboard.cards.canadian')}
      {usd && usd[field] > 0 && (
        <>
          <br />
          {t('adminDashboard.cards.international', { amount: formatMoney(usd[field], 'USD', language) })}
        </>
      )}
    </>
  );
  return (
    <section aria-labelledby="admin-cards" className="grid gap-3">
      <h2 id="admin-cards" className="sr-only">
        {t('adminDashboard.cards.label')}
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          id="totalUsers"
          label={t('adminDashboard.cards.totalUsers')}
          value={count(stats.totalUsers)}
        />
        <StatCard
          id="conseiller"
          label={t('adminDashboard.cards.conseiller')}
          value={count(stats.usersByTier.conseiller ?? 0)}
        />
        <StatCard
          id="enterprise"
          label={t('adminDashboard.cards.enterprise')}
          value={count(stats.usersByTier.enterprise ?? 0)}
        />
        <StatCard
          id="active"
          label={t('adminDashboard.cards.active')}
          value={count(stats.usersByStatus.active ?? 0)}
          note={t('adminDashboard.cards.trials', { count: stats.usersByStatus.trial ?? 0 })}
        />
        <StatCard
          id="mrr"
          label={t('adminDashboard.cards.mrr')}
          value={formatMoney(stripeStats.mrr, 'CAD', language)}
          note={money('mrr')}
        />
        <StatCard
          id="arr"
          label={t('adminDashboard.cards.arr')}
          value={formatMoney(stripeStats.arr, 'CAD', language)}
          note={money('arr')}
        />
        <StatCard
          id="analyses"
          label={t('adminDashboard.cards.analyses')}
          value={count(usageStats.totalAnalyses)}
          note={t('adminDashboard.cards.average', {
            average: formatDecimal(usageStats.averageAnalysesPerUser, language),
          })}
        />
        <StatCard
          id="active30"
          label={t('adminDashboard.cards.active30')}
          value={count(usageStats.activeUsersLast30Days)}
        />
      </dl>
    </section>
  );
}

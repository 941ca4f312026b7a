import { useTranslation } from 'react-i18next';
import { STATUS_BUCKETS, TIER_BUCKETS, type AdminStats } from '#shared/schemas/admin';
import { Card } from '@/components/ui/Card';
import { formatCount } from '@/features/analysis';

interface BreakdownProps {
  id: string;
  title: string;
  rows: { key: string; label: string; value: number }[];
  total: number;
}

/** One breakdown: each bucket with its count and a bar of its share (the number says it; the bar repeats it). */
function Breakdown({ id, title, rows, total }: BreakdownProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Card className="grid content-start gap-3 p-4 sm:p-5" data-testid={id}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <dl className="grid gap-2">
        {rows.map((row) => (
          <div
            key={row.key}
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm"
            data-testid={`${id}-${row.key}`}
          >
            <dt className="text-slate-700">{row.label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{formatCount(row.value, language)}</dd>
            <dd aria-hidden="true" className="col-span-2 h-1.5 overflow-hidden rounded-full bg-slate-100">
              <div
                className="h-full rounded-full bg-brand-600"
                style={{ width: `${total > 0 ? Math.round((row.value / total) * 100) : 0}%` }}
              />
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** Spec 2.10: users by tier and by status. */
export function Breakdowns({ stats }: { stats: AdminStats['stats'] }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Breakdown
        id="admin-by-tier"
        title={t('adminDashboard.byTier.title')}
        total={stats.totalUsers}
        rows={TIER_BUCKETS.map((key) => ({
          key,
          label: t(`adminDashboard.byTier.${key}`),
          value: stats.usersByTier[key] ?? 0,
        }))}
      />
      <Breakdown
        id="admin-by-status"
        title={t('adminDashboard.byStatus.title')}
        total={stats.totalUsers}
        rows={STATUS_BUCKETS.map((key) => ({
          key,
          label: t(`adminDashboard.byStatus.${key}`),
          value: stats.usersByStatus[key] ?? 0,
        }))}
      />
    </div>
  );
}

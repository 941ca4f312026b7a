import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/features/analysis';
import { useTeamOverview } from '../../api/team-overview';

/** Share of the month's pages past which the team is warned (the allowance renews on the 1st). */
const NEAR_LIMIT = 0.8;

/**
 * This month's use of the pack: pages analysed over the allowance (a start past it is refused),
 * analyses and active members over seats. Nothing while loading or when the figures cannot load:
 * the reports below matter more.
 */
export function TeamUsage({ language }: { language: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const overview = useTeamOverview(true);
  const team = overview.data?.team;
  if (!team) return null;
  const share = team.pagesLimit > 0 ? Math.min(1, team.pagesUsed / team.pagesLimit) : 0;
  const count = (value: number) => formatCount(value, language);
  const warning =
    share >= 1 ? t('dashboard.usage.exhausted') : share >= NEAR_LIMIT ? t('dashboard.usage.nearLimit') : null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="team-usage">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('dashboard.usage.heading')}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{t('dashboard.usage.pages')}</dt>
          <dd className="text-lg font-semibold text-slate-900" data-testid="usage-pages">
            {t('dashboard.usage.pagesValue', { used: count(team.pagesUsed), limit: count(team.pagesLimit) })}
          </dd>
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
            <div
              className={
                share >= 1
                  ? 'h-full bg-red-600'
                  : share >= NEAR_LIMIT
                    ? 'h-full bg-amber-500'
                    : 'h-full bg-brand-600'
              }
              style={{ width: `${Math.round(share * 100)}%` }}
            />
          </div>
        </div>
        <div className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{t('dashboard.usage.analyses')}</dt>
          <dd className="text-lg font-semibold text-slate-900" data-testid="usage-analyses">
            {count(team.analysesThisMonth)}
          </dd>
        </div>
        <div className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{t('dashboard.usage.seats')}</dt>
          <dd className="text-lg font-semibold text-slate-900" data-testid="usage-seats">
            {t('dashboard.usage.seatsValue', {
              used: count(team.activeMembers),
              limit: count(team.maxMembers),
            })}
          </dd>
        </div>
      </dl>
      {warning && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="usage-warning"
        >
          {warning}
        </p>
      )}
    </section>
  );
}

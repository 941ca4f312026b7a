import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamOverview } from '#shared/schemas/teams';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { cn } from '@/components/ui/cn';
import { planDisplayName } from '@/lib/plan-name';
import { formatDay } from '../format';
import { DaysRemainingValue } from './DaysRemainingValue';

interface StatCardProps {
  label: string;
  children: ReactNode;
  testId: string;
  className?: string;
}

function StatCard({ label, children, testId, className }: StatCardProps) {
  return (
    <Card className={cn('grid content-start gap-1.5 p-4', className)}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </Card>
  );
}

/** The five figures of the team (seats, pending invitations, plan, status, days left) and its details. */
export function OverviewTab({ team }: { team: TeamOverview['team'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const count = (value: number) => new Intl.NumberFormat(language).format(value);
  const plan = planDisplayName(t, team.subscriptionTier);
  const none = t('team.overview.none');
  const info = [
    { label: t('team.overview.name'), value: team.name, testId: 'team-name' },
    { label: t('team.overview.plan'), value: plan, testId: 'team-plan' },
    {
      label: t('team.overview.billing'),
      value: team.billingCycle ? t(`plans.billing.${team.billingCycle}`) : none,
      testId: 'team-billing',
    },
    {
      label: t('team.overview.createdAt'),
      value: formatDay(team.createdAt, language),
      testId: 'team-created',
    },
    {
      label: t('team.overview.endDate'),
      value: team.subscriptionEndDate ? formatDay(team.subscriptionEndDate, language) : none,
      testId: 'team-end-date',
    },
    {
      label: t('team.overview.pagesUsed'),
      value: t('team.overview.outOf', { used: count(team.pagesUsed), limit: count(team.pagesLimit) }),
      testId: 'team-pages',
    },
    ...(team.description
      ? [{ label: t('team.overview.description'), value: team.description, testId: 'team-description' }]
      : []),
  ];

  return (
    <div className="grid gap-6">
      <h2 className="sr-only">{t('team.tabs.overview')}</h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <StatCard label={t('team.overview.activeMembers')} testId="overview-seats">
          {t('team.overview.outOf', { used: count(team.activeMembers), limit: count(team.maxMembers) })}
        </StatCard>
        <StatCard label={t('team.overview.pendingInvitations')} testId="overview-pending">
          {count(team.pendingInvitations)}
        </StatCard>
        <StatCard label={t('team.overview.plan')} testId="overview-plan">
          <span className="text-lg">{plan}</span>
        </StatCard>
        <StatCard label={t('team.overview.status')} testId="overview-status">
          <Badge tone={team.isActive ? 'success' : 'warning'} className="text-sm">
            {team.isActive ? t('team.overview.active') : t('team.overview.inactive')}
          </Badge>
        </StatCard>
        {/* Two cards a row on a phone: the fifth takes the whole row. */}
        <StatCard
          label={t('team.overview.daysRemaining')}
          testId="overview-days"
          className="col-span-2 lg:col-span-1"
        >
          <DaysRemainingValue days={team.daysRemaining} />
        </StatCard>
      </dl>
      <Card className="grid gap-4 p-5 sm:p-6">
        <h3 className="text-lg font-semibold text-slate-900">{t('team.overview.info')}</h3>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {info.map((item) => (
            <div key={item.testId} className="grid gap-0.5">
              <dt className="text-slate-600">{item.label}</dt>
              <dd className="font-medium break-words text-slate-900" data-testid={item.testId}>
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileUsage } from '#shared/schemas/profile';
import { Spinner } from '@/components/ui/Spinner';

/** A team's figures, as the teams feature reads them (`GET /api/team`). */
export type TeamFigures = Pick<ProfileUsage, 'pagesUsed' | 'pagesLimit' | 'seatsUsed' | 'seatsTotal'>;

interface UsagePanelProps {
  usage: ProfileUsage;
  team: TeamFigures | null;
  teamPending: boolean;
}

/** This month's use: the user's analyses and, in a team, its pages read and seats taken. */
export function UsagePanel({ usage, team, teamPending }: UsagePanelProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const figures = { ...usage, ...team };
  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-slate-200 pt-5">
      <h3 id={headingId} className="text-sm font-medium text-slate-600">
        {t('profilePage.usage.heading')}
      </h3>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label={t('profilePage.usage.analyses')} testId="usage-analyses">
          {number.format(figures.analysesThisMonth)}
        </Figure>
        {figures.pagesUsed !== null && figures.pagesLimit !== null && (
          <Figure label={t('profilePage.usage.pages')} testId="usage-pages">
            {t('profilePage.usage.outOf', {
              used: number.format(figures.pagesUsed),
              total: number.format(figures.pagesLimit),
            })}
          </Figure>
        )}
        {figures.seatsUsed !== null && figures.seatsTotal !== null && (
          <Figure label={t('profilePage.usage.seats')} testId="usage-seats">
            {t('profilePage.usage.outOf', {
              used: number.format(figures.seatsUsed),
              total: number.format(figures.seatsTotal),
            })}
          </Figure>
        )}
      </dl>
      {teamPending && <Spinner label={t('profilePage.usage.teamLoading')} className="text-brand-600" />}
    </section>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { Spinner } from '@/components/ui/Spinner';
import { apiErrorText } from '@/lib/api-error-text';
import { ReportProfilePanel } from '../../components/ReportProfilePanel';
import { useProfile } from '../api/profile';
import { ProfileDetails } from '../components/ProfileDetails';
import { ProfileTabs } from '../components/ProfileTabs';
import { SecurityTab } from '../components/SecurityTab';
import { UsagePanel, type TeamFigures } from '../components/UsagePanel';
import { tabOf, type ProfileTab } from '../profile-tabs';

interface ProfilePageProps {
  /** The billing feature's panel (plan, status, end date, Manage subscription), through the app layer. */
  subscription: ReactNode;
  /** The team's pages and seats, from the teams feature through the app layer; null outside a team. */
  team: TeamFigures | null;
  /** The team's figures are still being read. */
  teamPending: boolean;
}

/**
 * /profile and /conseiller-sst/profil: the person's details and report identity, the subscription
 * and this month's use, and the account's security (language, password, two-factor sign-in,
 * sessions), as three tabs.
 */
export function ProfilePage({ subscription, team, teamPending }: ProfilePageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const query = useProfile();

  const show = (next: ProfileTab) =>
    setParams(next === 'profile' ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  let body;
  if (query.isPending) body = <Spinner label={t('profilePage.loading')} className="text-brand-600" />;
  else if (query.isError)
    body = (
      <FormAlert>
        <p>{apiErrorText(t, query.error, t('profilePage.loadFailed'))}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void query.refetch()}
          loading={query.isRefetching}
          className="justify-self-start"
        >
          {t('profile.retry')}
        </Button>
      </FormAlert>
    );
  else
    body = (
      <ProfileTabs current={tab} onChange={show}>
        {tab === 'profile' && (
          <>
            <ProfileDetails profile={query.data.profile} />
            <ReportProfilePanel />
          </>
        )}
        {tab === 'subscription' && (
          <>
            {subscription}
            <UsagePanel usage={query.data.usage} team={team} teamPending={teamPending} />
          </>
        )}
        {tab === 'security' && <SecurityTab profile={query.data} />}
      </ProfileTabs>
    );

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6" data-testid="profile-page">
      <div className="grid gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('profilePage.title')}
        </h1>
        <p className="text-sm text-slate-600">{t('profilePage.intro')}</p>
      </div>
      <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">{body}</section>
    </div>
  );
}

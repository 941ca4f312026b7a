import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { profilePathOf } from '#shared/schemas/profile';
import { isEnterpriseTier, isInternationalTier } from '#shared/tiers';
import { useAuth } from '@/features/account';
import { ProfilePage } from '@/features/account/profile/pages/ProfilePage';
import type { AppArea } from '@/features/app-shell/app-areas';
import { useTeamOverview } from '@/features/teams/api/team-overview';
import { paths } from '../paths';
import { SignedInApp } from './signed-in-app';

// The subscription panel carries the form libraries of billing: it loads with its tab's first view.
const SubscriptionPanel = lazy(() =>
  import('@/features/billing/components/SubscriptionPanel').then((module) => ({
    default: module.SubscriptionPanel,
  })),
);

/**
 * The app layer joins the profile page (account) with the subscription panel (billing) and the
 * team's figures (teams). Each kind of account has its profile address: another one is sent there.
 */
export function ProfileScreen({ path }: { path: string }) {
  const { user, isPlaceholderData } = useAuth();
  const inTeam = Boolean(user && isEnterpriseTier(user.tier));
  const team = useTeamOverview(inTeam);
  if (user && !isPlaceholderData && profilePathOf(user) !== path)
    return <Navigate to={profilePathOf(user)} replace />;
  const international = user && (user.sourceInterface === 'international' || isInternationalTier(user.tier));
  const area: AppArea =
    path === paths.conseillerProfile ? 'conseiller' : international ? 'international' : 'enterprise';
  const figures = team.data?.team;
  return (
    <SignedInApp area={area}>
      <ProfilePage
        subscription={<SubscriptionPanel />}
        team={
          figures
            ? {
                pagesUsed: figures.pagesUsed,
                pagesLimit: figures.pagesLimit,
                seatsUsed: figures.activeMembers,
                seatsTotal: figures.maxMembers,
              }
            : null
        }
        teamPending={inTeam && team.isPending}
      />
    </SignedInApp>
  );
}

import { lazy, type ReactNode } from 'react';
import type { AppArea } from '@/features/app-shell/app-areas';
import { AppShell } from '@/features/app-shell/components/AppShell';
import { ProfileMenu } from '@/features/account/components/ProfileMenu';
import { useAuth, useLogoutAndLeave } from '@/features/account';
import { dashboardRole } from '@/features/teams/dashboard/dashboard-access';

// The subscription panel carries the form libraries: it loads when the profile dialog first opens.
const SubscriptionPanel = lazy(() =>
  import('@/features/billing/components/SubscriptionPanel').then((module) => ({
    default: module.SubscriptionPanel,
  })),
);
/** The apps whose users sign reports of their own (the enterprise app is redone with issue 13). */
const SIGNS_REPORTS: readonly AppArea[] = ['conseiller', 'international'];

/**
 * The app layer joins the features: the session, logout and the profile dialog come from
 * account, the subscription panel in it from billing, the team role that shapes the enterprise
 * menu from teams, the frame from app-shell; a feature's page fills the frame.
 */
export function SignedInApp({ area, children }: { area: AppArea; children: ReactNode }) {
  const { user } = useAuth();
  const { logOut, isPending } = useLogoutAndLeave();
  const email = user?.email ?? '';
  return (
    <AppShell
      area={area}
      email={email}
      onLogout={logOut}
      loggingOut={isPending}
      teamRole={area === 'enterprise' && user ? dashboardRole(user) : null}
      platformAdmin={user?.role === 'admin'}
      profile={
        <ProfileMenu
          email={email}
          subscription={<SubscriptionPanel />}
          reportIdentity={SIGNS_REPORTS.includes(area)}
          onLogout={logOut}
          loggingOut={isPending}
        />
      }
    >
      {children}
    </AppShell>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { PublicUser } from '#shared/schemas/auth';
import { destinationAfterLogin } from '#shared/tiers';
import { FullPageSpinner } from '@/components/ui/Spinner';
import { RouteGuard, useAuth } from '@/features/account';
import { DashboardUnauthorized } from '@/features/teams/dashboard/components/DashboardUnauthorized';
import { dashboardAccess, dashboardRole, opensDashboard } from '@/features/teams/dashboard/dashboard-access';
import { EnterpriseDashboardPage } from '@/features/teams/dashboard/pages/EnterpriseDashboardPage';
import { SignedInApp } from './signed-in-app';

/** Enterprise packs, a team's visitors and admins stay; other plans go to their own app. */
function DashboardAudience({ user, children }: { user: PublicUser; children: ReactNode }) {
  const { isPlaceholderData } = useAuth();
  // Only the server's answer sends the user away (a stored hint may be stale).
  if (!isPlaceholderData && !opensDashboard(user))
    return <Navigate to={destinationAfterLogin(user)} replace />;
  return children;
}

/**
 * /dashboard: the enterprise dashboard. Without a session it says the page is not open to them
 * (with a way to sign in and come back) rather than sending them off to the login page.
 */
function EnterpriseDashboardRoute() {
  const { t } = useTranslation();
  const { user, isPending, isPlaceholderData } = useAuth();
  if (isPending) return <FullPageSpinner label={t('guard.checking')} testId="route-guard-spinner" />;
  if (!user && !isPlaceholderData) return <DashboardUnauthorized />;
  return (
    <RouteGuard>
      {user && (
        <DashboardAudience user={user}>
          <SignedInApp area="enterprise">
            <EnterpriseDashboardPage access={dashboardAccess(dashboardRole(user))} />
          </SignedInApp>
        </DashboardAudience>
      )}
    </RouteGuard>
  );
}

export default EnterpriseDashboardRoute;

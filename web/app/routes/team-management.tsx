import { RouteGuard } from '@/features/account';
import { TeamManagementPage } from '@/features/teams/pages/TeamManagementPage';
import { SignedInApp } from './signed-in-app';

/**
 * /team-management: signed in (else the login page, coming back here); the page itself tells an
 * account without an enterprise pack that it is reserved, rather than sending it away.
 */
function TeamManagementRoute() {
  return (
    <RouteGuard>
      <SignedInApp area="enterprise">
        <TeamManagementPage />
      </SignedInApp>
    </RouteGuard>
  );
}

export default TeamManagementRoute;

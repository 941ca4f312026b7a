import { Navigate } from 'react-router-dom';
import { destinationAfterLogin, isEnterpriseTier } from '../../../shared/tiers';
import { RouteGuard, useAuth } from '../../features/auth';
import { SignedInApp } from './signed-in-app';

/** Enterprise tiers only (enterprise spec, section 2.5); others go to their own app. */
function EnterpriseOnly() {
  const { user, isPlaceholderData } = useAuth();
  // Only the server's answer sends the user away (a stored hint may be stale).
  if (user && !isPlaceholderData && user.role !== 'admin' && !isEnterpriseTier(user.tier)) {
    return <Navigate to={destinationAfterLogin(user)} replace />;
  }
  return <SignedInApp area="enterprise" />;
}

/** /dashboard: the enterprise dashboard. */
export function EnterpriseDashboardRoute() {
  return (
    <RouteGuard>
      <EnterpriseOnly />
    </RouteGuard>
  );
}

export default EnterpriseDashboardRoute;

import { Navigate } from 'react-router-dom';
import { destinationAfterLogin, isEnterpriseTier } from '../../../shared/tiers';
import { AnalysisInputPage } from '../../features/analysis/pages/AnalysisInputPage';
import { RouteGuard, useAuth } from '../../features/auth';
import { SignedInApp } from './signed-in-app';

/** Enterprise tiers only, as the dashboard; others go to their own app. */
function EnterpriseAnalysis() {
  const { user, isPlaceholderData } = useAuth();
  // Only the server's answer sends the user away (a stored hint may be stale).
  if (user && !isPlaceholderData && user.role !== 'admin' && !isEnterpriseTier(user.tier)) {
    return <Navigate to={destinationAfterLogin(user)} replace />;
  }
  return (
    <SignedInApp area="enterprise">
      <AnalysisInputPage variant="enterprise" />
    </SignedInApp>
  );
}

/** /risk-analysis: the enterprise analysis input screen (analysis spec, section 2.3). */
export function EnterpriseAnalysisRoute() {
  return (
    <RouteGuard>
      <EnterpriseAnalysis />
    </RouteGuard>
  );
}

export default EnterpriseAnalysisRoute;

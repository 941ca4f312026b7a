import { EnterpriseOnly } from './enterprise-only';
import { SignedInApp } from './signed-in-app';

/** /dashboard: the enterprise dashboard. */
function EnterpriseDashboardRoute() {
  return (
    <EnterpriseOnly>
      <SignedInApp area="enterprise" />
    </EnterpriseOnly>
  );
}

export default EnterpriseDashboardRoute;

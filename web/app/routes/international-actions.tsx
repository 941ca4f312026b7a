import { RouteGuard } from '@/features/account';
import { ActionPlanPage } from '@/features/analysis/actions/pages/ActionPlanPage';
import { SignedInApp } from './signed-in-app';

/** /international-sst/actions: the international edition's action plan across every analysis. */
function InternationalActionsRoute() {
  return (
    <RouteGuard>
      <SignedInApp area="international">
        <ActionPlanPage edition="international" />
      </SignedInApp>
    </RouteGuard>
  );
}

export default InternationalActionsRoute;

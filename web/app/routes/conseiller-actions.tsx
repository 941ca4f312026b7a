import { RouteGuard } from '@/features/account';
import { ActionPlanPage } from '@/features/analysis/actions/pages/ActionPlanPage';
import { SignedInApp } from './signed-in-app';

/** /conseiller-sst/actions: the adviser's action plan across every analysis. */
function ConseillerActionsRoute() {
  return (
    <RouteGuard>
      <SignedInApp area="conseiller">
        <ActionPlanPage edition="conseiller" />
      </SignedInApp>
    </RouteGuard>
  );
}

export default ConseillerActionsRoute;

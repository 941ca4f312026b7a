import { RouteGuard } from '@/features/account';
import { AnalysisInputPage } from '@/features/analysis/pages/AnalysisInputPage';
import { SignedInApp } from './signed-in-app';

/** /conseiller-sst/app: the adviser's app, opening on the analysis input screen. */
function ConseillerAppRoute() {
  return (
    <RouteGuard>
      <SignedInApp area="conseiller">
        <AnalysisInputPage />
      </SignedInApp>
    </RouteGuard>
  );
}

export default ConseillerAppRoute;

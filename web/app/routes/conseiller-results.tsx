import { RouteGuard } from '@/features/account';
import { AnalysisResultsPage } from '@/features/analysis/pages/AnalysisResultsPage';
import { SignedInApp } from './signed-in-app';

/** /conseiller-sst-analysis-results?id=: the adviser's analysis results, inside the app frame. */
function ConseillerResultsRoute() {
  return (
    <RouteGuard>
      <SignedInApp area="conseiller">
        <AnalysisResultsPage variant="conseiller" />
      </SignedInApp>
    </RouteGuard>
  );
}

export default ConseillerResultsRoute;

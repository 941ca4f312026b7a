import { RouteGuard } from '@/features/account';
import { AnalysisResultsPage } from '@/features/analysis/pages/AnalysisResultsPage';
import { SignedInApp } from './signed-in-app';

/** /international-sst-analysis-results?id=: the international edition's analysis results. */
function InternationalResultsRoute() {
  return (
    <RouteGuard>
      <SignedInApp area="international">
        <AnalysisResultsPage variant="international" />
      </SignedInApp>
    </RouteGuard>
  );
}

export default InternationalResultsRoute;

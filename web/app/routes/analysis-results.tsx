import { RouteGuard } from '@/features/account';
import { AnalysisResultsPage } from '@/features/analysis/pages/AnalysisResultsPage';
import { SignedInApp } from './signed-in-app';

/** /analysis-results?id=: the generic results screen, opened from the dashboard. */
function AnalysisResultsRoute() {
  return (
    <RouteGuard>
      <SignedInApp area="enterprise">
        <AnalysisResultsPage variant="generic" />
      </SignedInApp>
    </RouteGuard>
  );
}

export default AnalysisResultsRoute;

import { RouteGuard } from '@/features/account';
import { AnalysisResultsPage } from '@/features/analysis/pages/AnalysisResultsPage';
import { SignedInApp } from './signed-in-app';

/** /risk-analysis-results?id=: the enterprise analysis results (Save, New analysis). */
function EnterpriseResultsRoute() {
  return (
    <RouteGuard>
      <SignedInApp area="enterprise">
        <AnalysisResultsPage variant="enterprise" />
      </SignedInApp>
    </RouteGuard>
  );
}

export default EnterpriseResultsRoute;

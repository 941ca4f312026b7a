import { AnalysisInputPage } from '@/features/analysis/pages/AnalysisInputPage';
import { EnterpriseOnly } from './enterprise-only';
import { SignedInApp } from './signed-in-app';

/** /risk-analysis: the enterprise analysis input screen. */
function EnterpriseAnalysisRoute() {
  return (
    <EnterpriseOnly>
      <SignedInApp area="enterprise">
        <AnalysisInputPage variant="enterprise" />
      </SignedInApp>
    </EnterpriseOnly>
  );
}

export default EnterpriseAnalysisRoute;

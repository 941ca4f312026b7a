import { RouteGuard } from '@/features/account';
import { AnalysisInputPage } from '@/features/analysis/pages/AnalysisInputPage';
import { SignedInApp } from './signed-in-app';

/** /international-sst/app: the international edition's app, opening on its analysis input screen. */
function InternationalAppRoute() {
  return (
    <RouteGuard>
      <SignedInApp area="international">
        <AnalysisInputPage variant="international" />
      </SignedInApp>
    </RouteGuard>
  );
}

export default InternationalAppRoute;

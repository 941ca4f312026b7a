import { RouteGuard } from '@/features/account';
import { HistoryPage } from '@/features/analysis/history/pages/HistoryPage';
import { SignedInApp } from './signed-in-app';

/** /international-sst/history: the international edition's past analyses. */
function InternationalHistoryRoute() {
  return (
    <RouteGuard>
      <SignedInApp area="international">
        <HistoryPage edition="international" />
      </SignedInApp>
    </RouteGuard>
  );
}

export default InternationalHistoryRoute;

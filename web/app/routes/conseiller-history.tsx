import { RouteGuard } from '@/features/account';
import { HistoryPage } from '@/features/analysis/history/pages/HistoryPage';
import { SignedInApp } from './signed-in-app';

/** /conseiller-sst/history: the adviser's past analyses. */
function ConseillerHistoryRoute() {
  return (
    <RouteGuard>
      <SignedInApp area="conseiller">
        <HistoryPage edition="conseiller" />
      </SignedInApp>
    </RouteGuard>
  );
}

export default ConseillerHistoryRoute;

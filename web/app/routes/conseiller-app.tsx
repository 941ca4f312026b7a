import { RouteGuard } from '../../features/auth';
import { SignedInApp } from './signed-in-app';

/** /conseiller-sst/app: the adviser's app. */
export function ConseillerAppRoute() {
  return (
    <RouteGuard>
      <SignedInApp area="conseiller" />
    </RouteGuard>
  );
}

export default ConseillerAppRoute;

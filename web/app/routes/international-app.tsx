import { RouteGuard } from '../../features/auth';
import { SignedInApp } from './signed-in-app';

/** /international-sst/app: the international edition's app. */
export function InternationalAppRoute() {
  return (
    <RouteGuard>
      <SignedInApp area="international" />
    </RouteGuard>
  );
}

export default InternationalAppRoute;

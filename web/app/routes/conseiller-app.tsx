import { ConseillerAppPage } from '../../features/app-shell/pages/ConseillerAppPage';
import { RouteGuard, useAuth, useLogoutAndLeave } from '../../features/auth';

/** The app layer joins the two features: the guard and session come from auth, the page from app-shell. */
function SignedInConseillerApp() {
  const { user } = useAuth();
  const { logOut, isPending } = useLogoutAndLeave();
  return <ConseillerAppPage email={user?.email ?? ''} onLogout={logOut} loggingOut={isPending} />;
}

export function ConseillerAppRoute() {
  return (
    <RouteGuard>
      <SignedInConseillerApp />
    </RouteGuard>
  );
}

export default ConseillerAppRoute;

import type { AppArea } from '../../features/app-shell/app-areas';
import { AppHomePage } from '../../features/app-shell/pages/AppHomePage';
import { ProfileMenu } from '../../features/account/components/ProfileMenu';
import { useAuth, useLogoutAndLeave } from '../../features/auth';

/**
 * The app layer joins the features: the session and logout come from auth, the profile
 * dialog from account, the page from app-shell.
 */
export function SignedInApp({ area }: { area: AppArea }) {
  const { user } = useAuth();
  const { logOut, isPending } = useLogoutAndLeave();
  const email = user?.email ?? '';
  return (
    <AppHomePage
      area={area}
      email={email}
      onLogout={logOut}
      loggingOut={isPending}
      profile={<ProfileMenu email={email} onLogout={logOut} loggingOut={isPending} />}
    />
  );
}

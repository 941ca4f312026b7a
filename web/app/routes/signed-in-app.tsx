import type { ReactNode } from 'react';
import type { AppArea } from '@/features/app-shell/app-areas';
import { AppShell } from '@/features/app-shell/components/AppShell';
import { AppHomePage } from '@/features/app-shell/pages/AppHomePage';
import { ProfileMenu } from '@/features/account/components/ProfileMenu';
import { useAuth, useLogoutAndLeave } from '@/features/auth';

/**
 * The app layer joins the features: the session and logout come from auth, the profile
 * dialog from account, the frame from app-shell. With children (a feature's page) they fill
 * the frame; without, the area's placeholder home is shown.
 */
export function SignedInApp({ area, children }: { area: AppArea; children?: ReactNode }) {
  const { user } = useAuth();
  const { logOut, isPending } = useLogoutAndLeave();
  const email = user?.email ?? '';
  const shell = {
    area,
    email,
    onLogout: logOut,
    loggingOut: isPending,
    profile: <ProfileMenu email={email} onLogout={logOut} loggingOut={isPending} />,
  };
  if (children) return <AppShell {...shell}>{children}</AppShell>;
  return <AppHomePage {...shell} />;
}

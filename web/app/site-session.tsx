import type { ReactNode } from 'react';
import { destinationAfterLogin } from '#shared/tiers';
import { SiteSessionContext } from '@/components/ui/site-session';
import { useAuth } from '@/features/account';
import { readAuthHint } from '@/lib/auth-storage';

/**
 * Tells the public pages who is signed in: the stored hint at once, then the server's answer (an
 * expired session shows the login button again). A visitor with no hint costs no request.
 */
export function SiteSessionProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth({ enabled: readAuthHint() !== undefined });
  return (
    <SiteSessionContext.Provider value={user ? destinationAfterLogin(user) : null}>
      {children}
    </SiteSessionContext.Provider>
  );
}

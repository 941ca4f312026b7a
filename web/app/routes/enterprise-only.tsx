import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { destinationAfterLogin, isEnterpriseTier } from '#shared/tiers';
import { RouteGuard, useAuth } from '@/features/account';

function EnterpriseTier({ children }: { children: ReactNode }) {
  const { user, isPlaceholderData } = useAuth();
  // Only the server's answer sends the user away (a stored hint may be stale).
  if (user && !isPlaceholderData && user.role !== 'admin' && !isEnterpriseTier(user.tier)) {
    return <Navigate to={destinationAfterLogin(user)} replace />;
  }
  return children;
}

/** Signed in, and an enterprise tier; others go to their own app. */
export function EnterpriseOnly({ children }: { children: ReactNode }) {
  return (
    <RouteGuard>
      <EnterpriseTier>{children}</EnterpriseTier>
    </RouteGuard>
  );
}

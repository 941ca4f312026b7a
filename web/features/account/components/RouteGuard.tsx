import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import type { PublicUser } from '#shared/schemas/auth';
import { grantsAccess, isInternationalTier } from '#shared/tiers';
import { loginHref, paths } from '@/app/paths';
import { FullPageSpinner } from '@/components/ui/Spinner';
import { useAuth } from '../api/auth-check';

type Decision = { allow: true } | { allow: false; to: string };

/** Where a user may go. Admins pass the subscription check. */
function decide(user: PublicUser | null, here: string): Decision {
  if (!user) return { allow: false, to: loginHref(here) };
  if (!user.emailVerified) return { allow: false, to: paths.emailVerificationRequired };
  if (user.role !== 'admin' && !grantsAccess(user.subscriptionStatus)) {
    return {
      allow: false,
      to: isInternationalTier(user.tier) ? paths.internationalLanding : paths.conseillerLanding,
    };
  }
  return { allow: true };
}

/**
 * Wraps protected pages. The stored hint may open a page before the server answers, but
 * only the server's answer can send the user away, so a stale hint never misroutes.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { user, isPending, isPlaceholderData } = useAuth();

  const decision = decide(user, `${location.pathname}${location.search}`);
  if (isPending || (isPlaceholderData && !decision.allow)) {
    return <FullPageSpinner label={t('guard.checking')} testId="route-guard-spinner" />;
  }
  if (!decision.allow) return <Navigate to={decision.to} replace />;
  return children;
}

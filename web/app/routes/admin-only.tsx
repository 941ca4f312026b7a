import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '@/components/ui/Spinner';
import { useAuth } from '@/features/account';
import { AdminDenied } from '@/features/admin/components/AdminDenied';
import { SignedInApp } from './signed-in-app';

/**
 * The platform administrator's pages: only the server's answer opens them (a stored hint never
 * shows the dashboard for an instant); anyone else, signed in or not, gets the access-denied panel.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, isPending, isPlaceholderData } = useAuth();
  if (isPending || isPlaceholderData)
    return <FullPageSpinner label={t('guard.checking')} testId="route-guard-spinner" />;
  if (user?.role !== 'admin') return <AdminDenied signedIn={user !== null} />;
  return <SignedInApp area="admin">{children}</SignedInApp>;
}

import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '#shared/schemas/auth';
import { destinationAfterLogin } from '#shared/tiers';
import { paths } from '@/app/paths';
import { safeRedirect } from '@/app/safe-redirect';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText, hasErrorCode } from '@/lib/api-error-text';
import { useScheduledRedirect } from '@/lib/use-redirect';

/** Delays: 1 s after success, 2 s after a failure that leaves the page. */
const SUCCESS_REDIRECT_MS = 1000;
const EXISTING_ACCOUNT_REDIRECT_MS = 2000;

/**
 * What happens after an account-setup answer, the same on the Canadian and international
 * pages: success opens the app (or the verification page the server points to); an
 * existing account goes to the login page with the address filled in.
 */
export function useAccountSetupOutcome() {
  const { t } = useTranslation();
  const { leaving, redirectAfter } = useScheduledRedirect();

  function succeeded({ user, redirectTo }: LoginResponse) {
    toast({
      title: t('accountSetup.createdTitle'),
      description: user.emailVerified
        ? t('accountSetup.createdSignedIn')
        : t('accountSetup.createdVerify', { email: user.email }),
    });
    redirectAfter(safeRedirect(redirectTo) ?? destinationAfterLogin(user), SUCCESS_REDIRECT_MS);
  }

  function failed(error: unknown, email: string) {
    if (!hasErrorCode(error, 'accountExists')) return;
    toast({
      title: t('accountSetup.existsTitle'),
      description: apiErrorText(t, error, t('errors.accountExists')),
    });
    redirectAfter(`${paths.login}?email=${encodeURIComponent(email)}`, EXISTING_ACCOUNT_REDIRECT_MS);
  }

  /** The message the form shows for a refusal that keeps the user on the page. */
  function problem(error: unknown): string | null {
    if (!error || hasErrorCode(error, 'accountExists')) return null;
    return apiErrorText(t, error, t('accountSetup.failed'));
  }

  return { leaving, succeeded, failed, problem };
}

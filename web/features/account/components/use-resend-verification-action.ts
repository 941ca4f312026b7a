import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { apiErrorText, hasErrorCode } from '@/lib/api-error-text';
import { useResendVerification } from '../api/resend-verification';

/**
 * The resend button: a toast for each answer. "Already verified" is not a failure: it
 * says so and lets the page refresh the session, which then takes the user in.
 */
export function useResendVerificationAction(email: string, onAlreadyVerified: () => void) {
  const { t } = useTranslation();
  const resend = useResendVerification();

  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        toast({ title: t('verification.resentTitle'), description: t('verification.resentBody', { email }) }),
      onError: (error) => {
        if (hasErrorCode(error, 'alreadyVerified')) {
          toast({
            title: t('verification.alreadyVerifiedTitle'),
            description: apiErrorText(t, error, t('errors.alreadyVerified')),
          });
          onAlreadyVerified();
          return;
        }
        const tooMany = error instanceof ApiError && error.status === 429;
        toast({
          variant: 'destructive',
          title: tooMany ? t('verification.tooManyTitle') : t('verification.resendFailedTitle'),
          description: apiErrorText(t, error, t('verification.resendFailed')),
        });
      },
    });

  return { send, isPending: resend.isPending };
}

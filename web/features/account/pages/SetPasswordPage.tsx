import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { AuthLayout } from '../../../components/ui/AuthLayout';
import { StatusCard } from '../../../components/ui/StatusCard';
import { toast } from '../../../components/ui/use-toast';
import { isClientError } from '../../../lib/api-client';
import { useVerifyToken } from '../api/verify-token';
import { SetPasswordForm } from '../components/SetPasswordForm';

type LinkProblem = 'missing' | 'invalid' | 'unverifiable';

/**
 * /set-password?token=&tier=&action=update: creates or replaces a password from an
 * e-mailed link (invitations, enterprise accounts). A bad link goes back home with a toast.
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const verification = useVerifyToken(token);

  let problem: LinkProblem | null = null;
  if (!token) problem = 'missing';
  else if (verification.isError) problem = isClientError(verification.error) ? 'invalid' : 'unverifiable';

  useEffect(() => {
    if (problem === null) return;
    const messages = {
      missing: [t('setPassword.missingTokenTitle'), t('setPassword.missingToken')],
      invalid: [t('setPassword.invalidTokenTitle'), t('setPassword.invalidToken')],
      unverifiable: [t('setPassword.verifyFailedTitle'), t('setPassword.verifyFailed')],
    } as const;
    const [title, description] = messages[problem];
    toast({ variant: 'destructive', title, description });
  }, [problem, t]);

  if (problem !== null) return <Navigate to={paths.home} replace />;
  return (
    <AuthLayout>
      {verification.data && token ? (
        <SetPasswordForm
          token={token}
          account={verification.data.user}
          isUpdate={params.get('action') === 'update' || verification.data.isExistingUser}
        />
      ) : (
        <StatusCard tone="loading" title={t('setPassword.checking')} testId="set-password-loading" />
      )}
    </AuthLayout>
  );
}

export default SetPasswordPage;

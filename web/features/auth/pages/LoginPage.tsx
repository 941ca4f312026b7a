import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { AuthLayout } from '../../../components/ui/AuthLayout';
import { Card } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Spinner';
import { usePasswordStatus } from '../api/check-password-status';
import { CreatePasswordForm } from '../components/CreatePasswordForm';
import { LoginForm } from '../components/LoginForm';

/**
 * /login: reads `email` (prefill) and `redirect` (set by the route guard) from the query.
 * With `newAccount=true`, `email` and `token`, and an account that still needs a password,
 * the form becomes password creation.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('token');
  const redirect = params.get('redirect');
  const wantsCreation = params.get('newAccount') === 'true' && Boolean(email) && Boolean(token);
  const passwordStatus = usePasswordStatus(wantsCreation ? email : null);
  const checking = wantsCreation && passwordStatus.isPending;
  const creating = wantsCreation && passwordStatus.data?.needsPassword === true;

  let form;
  if (checking) {
    form = (
      <div className="flex justify-center py-8">
        <Spinner size="lg" label={t('login.createChecking')} className="text-brand-600" />
      </div>
    );
  } else if (creating && email && token)
    form = <CreatePasswordForm email={email} token={token} redirect={redirect} />;
  else form = <LoginForm defaultEmail={email ?? ''} redirect={redirect} />;

  return (
    <AuthLayout>
      <Card className="p-6 sm:p-8">
        <div className="mb-6 grid gap-1.5">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {creating ? t('login.createTitle') : t('login.title')}
          </h1>
          <p className="text-sm text-slate-600">
            {creating ? t('login.createSubtitle') : t('login.subtitle')}
          </p>
        </div>
        {form}
      </Card>
      <p className="mt-6 text-center">
        <Link
          to={paths.home}
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <span aria-hidden="true">←</span>
          {t('common.backHome')}
        </Link>
      </p>
    </AuthLayout>
  );
}

export default LoginPage;

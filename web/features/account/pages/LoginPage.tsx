import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/app/paths';
import { AuthLayout } from '@/components/ui/AuthLayout';
import { Card } from '@/components/ui/Card';
import { LoginForm } from '../components/LoginForm';

/** /login: reads `email` (prefill) and `redirect` (set by the route guard) from the query. */
function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email');
  const redirect = params.get('redirect');

  return (
    <AuthLayout>
      <Card className="p-6 sm:p-8">
        <div className="mb-6 grid gap-1.5">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('login.title')}</h1>
          <p className="text-sm text-slate-600">{t('login.subtitle')}</p>
        </div>
        <LoginForm defaultEmail={email ?? ''} redirect={redirect} />
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

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { loginHref, paths } from '@/app/paths';
import { AuthLayout } from '@/components/ui/AuthLayout';
import { buttonClasses } from '@/components/ui/Button';
import { StatusCard } from '@/components/ui/StatusCard';

/** /dashboard without a session: says so, and signs in with the way back here. */
export function DashboardUnauthorized() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <StatusCard
        tone="warning"
        title={t('dashboard.unauthorized.title')}
        testId="dashboard-unauthorized"
        footer={
          <Link to={loginHref(paths.dashboard)} className={buttonClasses('primary')}>
            {t('dashboard.unauthorized.login')}
          </Link>
        }
      >
        <p>{t('dashboard.unauthorized.body')}</p>
      </StatusCard>
    </AuthLayout>
  );
}

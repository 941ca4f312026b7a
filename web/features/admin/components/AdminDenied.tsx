import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { loginHref, paths } from '@/app/paths';
import { AuthLayout } from '@/components/ui/AuthLayout';
import { buttonClasses } from '@/components/ui/Button';
import { StatusCard } from '@/components/ui/StatusCard';

interface AdminDeniedProps {
  /** The server's refusal, when it gave one; else the page's own words. */
  message?: string;
  /** Without a session, the panel offers to sign in and come back here. */
  signedIn: boolean;
  /** Inside the admin frame (the server refused a call of a page already open): no page layout of its own. */
  bare?: boolean;
}

/** Spec 6: an administrator's page opened by anyone else says so ("Erreur d'accès"), nothing more. */
export function AdminDenied({ message, signedIn, bare = false }: AdminDeniedProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const panel = (
    <StatusCard
      tone="error"
      title={t('adminAccess.title')}
      testId="admin-denied"
      footer={
        <>
          {!signedIn && (
            <Link
              to={loginHref(`${location.pathname}${location.search}`)}
              className={buttonClasses('primary')}
            >
              {t('landing.login')}
            </Link>
          )}
          <Link to={paths.home} className={buttonClasses(signedIn ? 'primary' : 'secondary')}>
            {t('common.backHome')}
          </Link>
        </>
      }
    >
      <p>{message || t('adminAccess.body')}</p>
    </StatusCard>
  );
  return bare ? panel : <AuthLayout allLanguages>{panel}</AuthLayout>;
}

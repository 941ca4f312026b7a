import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/Button';
import { Brand } from '@/components/ui/Brand';
import { paths } from '../paths';

function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center">
      <Brand className="mb-4" />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('notFound.code')}</p>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('notFound.title')}</h1>
      <p className="max-w-md text-slate-600">{t('notFound.body')}</p>
      <Link to={paths.home} className={buttonClasses('primary', 'md', 'mt-2')}>
        {t('common.backHome')}
      </Link>
    </main>
  );
}

export default NotFoundRoute;

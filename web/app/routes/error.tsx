import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Brand } from '@/components/ui/Brand';
import { Button, buttonClasses } from '@/components/ui/Button';
import { paths } from '../paths';

/** Shown when a page fails to load or render (e.g. a chunk missing after a deployment). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center"
    >
      <Brand className="mb-4" />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('errorPage.title')}</h1>
      <p className="max-w-md text-slate-600">{t('errorPage.body')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
        <Link to={paths.home} className={buttonClasses('secondary')}>
          {t('common.backHome')}
        </Link>
      </div>
    </main>
  );
}

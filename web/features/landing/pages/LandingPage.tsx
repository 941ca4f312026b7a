import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { Brand } from '../../../components/ui/Brand';
import { buttonClasses } from '../../../components/ui/Button';
import { LanguageToggle } from '../../../components/ui/LanguageToggle';

/** `/`: a minimal landing until the full one (plans, features, legal links) is built. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-white to-white">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <Brand />
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageToggle />
          <Link to={paths.login} className={buttonClasses('secondary', 'sm', 'max-sm:hidden')}>
            {t('landing.login')}
          </Link>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-4 py-16 text-center sm:px-6">
        <span className="mb-6 h-1 w-12 rounded-full bg-accent-400" aria-hidden="true" />
        <h1 className="text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl">
          {t('common.tagline')}
        </h1>
        <p className="mt-5 max-w-2xl text-base leading-relaxed text-pretty text-slate-600 sm:text-lg">
          {t('landing.pitch')}
        </p>
        <Link to={paths.login} className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t('landing.login')}
        </Link>
      </main>
      <footer className="mx-auto w-full max-w-6xl px-4 py-6 text-center text-xs leading-relaxed text-slate-500 sm:px-6">
        {t('common.legalNotice')}
      </footer>
    </div>
  );
}

export default LandingPage;

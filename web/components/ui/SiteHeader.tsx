import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { Brand } from './Brand';
import { buttonClasses } from './Button';
import { LanguageToggle } from './LanguageToggle';
import { useSignedInHome } from './site-session';

interface SiteHeaderProps {
  /** Links placed before the login button (e.g. "International"). */
  actions?: ReactNode;
  /** The language control; the FR/EN toggle unless a page needs the full list. */
  languageControl?: ReactNode;
}

/**
 * Header of the public pages: brand, extra links, login, language. On phones the buttons
 * take a second row so nothing is squeezed or hidden.
 */
export function SiteHeader({ actions, languageControl = <LanguageToggle /> }: SiteHeaderProps) {
  const { t } = useTranslation();
  const signedInHome = useSignedInHome();
  return (
    <header className="border-b border-slate-200 bg-white/95 backdrop-blur sm:sticky sm:top-0 sm:z-20">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:flex-nowrap sm:px-6">
        <Link
          to={paths.home}
          className="mr-auto rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <Brand />
        </Link>
        <nav
          aria-label={t('site.headerNav')}
          className="order-last flex w-full items-center justify-end gap-2 sm:order-none sm:w-auto"
        >
          {actions}
          {/* Signed in: the way back to the app rather than a login button that would sign in again. */}
          {signedInHome ? (
            <Link
              to={signedInHome}
              data-testid="site-open-app"
              className={buttonClasses('secondary', 'sm', 'max-sm:flex-1')}
            >
              {t('landing.openApp')}
            </Link>
          ) : (
            <Link to={paths.login} className={buttonClasses('secondary', 'sm', 'max-sm:flex-1')}>
              {t('landing.login')}
            </Link>
          )}
        </nav>
        {languageControl}
      </div>
    </header>
  );
}

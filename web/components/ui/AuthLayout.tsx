import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { Brand, BrandLogo } from './Brand';
import { LanguageMenu } from './LanguageMenu';
import { LanguageToggle } from './LanguageToggle';

interface AuthLayoutProps {
  children: ReactNode;
  /** The international pages offer all seven languages; the others the FR/EN switch. */
  allLanguages?: boolean;
}

/** Frame of the sign-in, password and account pages: a brand panel on wide screens, a compact header on phones. */
export function AuthLayout({ children, allLanguages = false }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh bg-slate-50">
      <aside className="relative hidden w-[44%] max-w-xl flex-col justify-between overflow-hidden bg-brand-950 p-12 text-white lg:flex">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-40 size-[32rem] rounded-full bg-brand-700/40 blur-3xl"
        />
        <Link to={paths.home} className="relative inline-flex items-center gap-3 self-start">
          <BrandLogo className="size-10" inverted />
          <span className="text-2xl font-bold tracking-tight">{t('common.brand')}</span>
        </Link>
        <div className="relative grid gap-5">
          <span className="h-1 w-12 rounded-full bg-accent-400" aria-hidden="true" />
          <p className="text-3xl leading-tight font-semibold text-balance">{t('common.tagline')}</p>
          <p className="max-w-md text-base leading-relaxed text-brand-100">{t('landing.pitch')}</p>
        </div>
        <p className="relative max-w-md text-xs leading-relaxed text-brand-200">{t('common.legalNotice')}</p>
      </aside>

      <div className="flex flex-1 flex-col">
        <header className="flex items-center justify-between gap-4 px-4 py-4 sm:px-8">
          <Link to={paths.home} className="lg:hidden">
            <Brand />
          </Link>
          {allLanguages ? <LanguageMenu className="ml-auto" /> : <LanguageToggle className="ml-auto" />}
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-10 sm:items-center sm:px-8">
          <div className="w-full max-w-md">{children}</div>
        </main>
        <footer className="px-4 pb-6 text-center text-xs leading-relaxed text-slate-500 sm:px-8 lg:hidden">
          {t('common.legalNotice')}
        </footer>
      </div>
    </div>
  );
}

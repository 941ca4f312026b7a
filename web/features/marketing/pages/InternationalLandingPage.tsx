import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '#shared/countries';
import { LANGUAGES } from '#shared/languages';
import { buttonClasses } from '@/components/ui/Button';
import { LanguageMenu } from '@/components/ui/LanguageMenu';
import { SiteFooter } from '@/components/ui/SiteFooter';
import { SiteHeader } from '@/components/ui/SiteHeader';
import { CountryBadges } from '../components/CountryBadges';
import { RegulatoryFrameworks } from '../components/RegulatoryFrameworks';

interface InternationalLandingPageProps {
  /** Plan cards and get-started form (the billing feature provides them). */
  subscription: ReactNode;
}

/** /international and /international-sst: the international edition, in all seven languages. */
export function InternationalLandingPage({ subscription }: InternationalLandingPageProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SiteHeader languageControl={<LanguageMenu />} />
      <main className="flex-1">
        <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-slate-50">
          <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-16 text-center sm:px-6 sm:py-20">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {t('international.eyebrow')}
            </p>
            <h1
              id="hero-title"
              className="text-3xl leading-tight font-bold tracking-tight text-balance hyphens-auto wrap-break-word [word-break:auto-phrase] text-brand-950 sm:text-5xl"
            >
              {t('international.title', { countries: COUNTRIES.length })}
            </h1>
            <p className="text-base leading-relaxed text-pretty text-slate-600 sm:text-lg">
              {t('international.body', { languages: LANGUAGES.length })}
            </p>
            <a href="#get-started" className={buttonClasses('primary', 'lg', 'justify-self-center')}>
              {t('international.getStartedCta')}
            </a>
          </div>
        </section>
        <div className="mx-auto grid max-w-6xl gap-16 px-4 pb-16 sm:px-6">
          <CountryBadges />
          {subscription}
        </div>
      </main>
      <SiteFooter>
        <RegulatoryFrameworks />
      </SiteFooter>
    </div>
  );
}

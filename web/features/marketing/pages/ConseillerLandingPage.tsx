import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TRIAL_DAYS } from '#shared/plans';
import { paths } from '@/app/paths';
import { buttonClasses } from '@/components/ui/Button';
import { SiteFooter } from '@/components/ui/SiteFooter';
import { SiteHeader } from '@/components/ui/SiteHeader';
import { AdvancedFeatures } from '../components/AdvancedFeatures';
import { FeatureGrid } from '../components/FeatureGrid';
import { RegulatorList } from '../components/RegulatorList';
import { SectionHeading } from '../components/SectionHeading';
import { Icon } from '../components/icons';

interface ConseillerLandingPageProps {
  /** The Pro plan card with its trial form (the billing feature provides it). */
  proPlan: ReactNode;
}

/** /conseiller and /conseiller-sst: the landing for independent Canadian OHS advisers. */
export function ConseillerLandingPage({ proPlan }: ConseillerLandingPageProps) {
  const { t } = useTranslation();
  const features = [
    {
      icon: 'camera',
      title: t('conseiller.features.photos.title'),
      body: t('conseiller.features.photos.body'),
    },
    {
      icon: 'scale',
      title: t('conseiller.features.regulations.title'),
      body: t('conseiller.features.regulations.body'),
    },
    {
      icon: 'report',
      title: t('conseiller.features.reports.title'),
      body: t('conseiller.features.reports.body'),
    },
  ] as const;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SiteHeader
        actions={
          <Link to={paths.international} className={buttonClasses('ghost', 'sm', 'max-sm:flex-1')}>
            <Icon name="globe" className="size-4" />
            {t('site.international')}
          </Link>
        }
      />
      <main className="flex-1">
        <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-slate-50">
          <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-16 text-center sm:px-6 sm:py-20">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {t('conseiller.eyebrow')}
            </p>
            <h1
              id="hero-title"
              className="text-3xl leading-tight font-bold tracking-tight text-balance hyphens-auto wrap-break-word [word-break:auto-phrase] text-brand-950 sm:text-5xl"
            >
              {t('conseiller.title')}
            </h1>
            <p className="text-base leading-relaxed text-pretty text-slate-600 sm:text-lg">
              {t('conseiller.body')}
            </p>
            <a href="#pro-plan" className={buttonClasses('primary', 'lg', 'justify-self-center')}>
              {t('conseiller.startTrial')}
            </a>
          </div>
        </section>

        <section
          aria-labelledby="features-title"
          className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6"
        >
          <SectionHeading id="features-title" title={t('conseiller.features.title')} />
          <FeatureGrid features={features} />
        </section>

        <AdvancedFeatures />

        <section id="pro-plan" aria-labelledby="pro-plan-title" className="scroll-mt-20 bg-slate-100/70">
          <div className="mx-auto grid max-w-5xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
            <div className="grid gap-4">
              <h2
                id="pro-plan-title"
                className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
              >
                {t('conseiller.plan.title')}
              </h2>
              <p className="text-slate-600">{t('conseiller.plan.body', { days: TRIAL_DAYS })}</p>
            </div>
            <div className="w-full max-w-md justify-self-center lg:justify-self-end">{proPlan}</div>
          </div>
        </section>
      </main>
      <SiteFooter>
        <RegulatorList />
      </SiteFooter>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { buttonClasses } from '@/components/ui/Button';
import { SampleFinding } from './SampleFinding';

/** What the product does, in one screen: workplace photos and documents in, a risk analysis out. */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-[36rem] rounded-full bg-brand-700/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr]">
        <div className="grid gap-6">
          <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{t('home.eyebrow')}</p>
          <h1
            id="hero-title"
            className="text-3xl leading-tight font-bold tracking-tight text-balance hyphens-auto wrap-break-word [word-break:auto-phrase] sm:text-5xl"
          >
            {t('home.title')}
          </h1>
          <p className="max-w-xl text-base leading-relaxed text-pretty text-brand-100 sm:text-lg">
            {t('home.body')}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a
              href="#plans"
              className={buttonClasses('primary', 'lg', 'bg-accent-400 text-brand-950 hover:bg-accent-500')}
            >
              {t('home.seePlans')}
            </a>
            <Link
              to={paths.international}
              className={buttonClasses(
                'secondary',
                'lg',
                'border-white/30 bg-white/10 text-white hover:bg-white/20',
              )}
            >
              {t('home.internationalCta')}
            </Link>
          </div>
        </div>
        <SampleFinding />
      </div>
    </section>
  );
}

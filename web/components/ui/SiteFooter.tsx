import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { BrandLogo } from './Brand';
import { LegalNotice } from './LegalNotice';

const FOOTER_LINKS = [
  { to: paths.conseiller, label: 'site.links.conseiller' },
  { to: paths.international, label: 'site.links.international' },
  { to: paths.pricing, label: 'site.links.pricing' },
  { to: paths.canadianRegulatory, label: 'site.links.canadianRegulatory' },
  { to: paths.privacyPolicy, label: 'site.links.privacy' },
  { to: paths.termsConditions, label: 'site.links.terms' },
  { to: paths.contact, label: 'site.links.contact' },
] as const;

/** Footer of the public pages: optional page-specific content, links, legal notice. */
export function SiteFooter({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
        {children}
        <div className="grid gap-6 md:grid-cols-[1fr_2fr] md:items-start">
          <div className="grid gap-2">
            <span className="inline-flex items-center gap-2 text-lg font-bold text-white">
              <BrandLogo inverted />
              {t('common.brand')}
            </span>
            <p className="text-sm text-brand-200">{t('common.tagline')}</p>
          </div>
          <nav aria-label={t('site.footerNav')}>
            <ul className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm min-[420px]:grid-cols-2 md:grid-cols-3">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded text-brand-100 hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:outline-none"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <LegalNotice tone="dark" />
        <p className="text-xs text-brand-300">{t('site.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

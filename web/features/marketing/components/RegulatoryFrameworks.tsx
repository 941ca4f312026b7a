import { useTranslation } from 'react-i18next';
import { COUNTRIES, countryName } from '#shared/countries';

/**
 * Regulatory frameworks footer of the international landing: each country's main OHS law named
 * in the reader's language, its own name or acronym in brackets (never an English name for all).
 */
export function RegulatoryFrameworks() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section aria-labelledby="frameworks-title" className="grid gap-4 border-b border-white/10 pb-8">
      <h2 id="frameworks-title" className="text-sm font-semibold text-white">
        {t('international.frameworksTitle')}
      </h2>
      <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {COUNTRIES.map((code) => (
          <div key={code}>
            <dt className="font-medium text-white">{countryName(code, language)}</dt>
            <dd className="text-brand-200">{t(`international.frameworks.${code}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { COUNTRIES, countryName } from '#shared/countries';

/** The 11 countries of the international edition, named in the interface language. */
export function CountryBadges() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section aria-labelledby="countries-title" className="grid gap-4 text-center">
      <h2 id="countries-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t('international.countriesTitle', { countries: COUNTRIES.length })}
      </h2>
      <ul className="flex flex-wrap justify-center gap-2" data-testid="country-badges">
        {COUNTRIES.map((code) => (
          <li
            key={code}
            className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-medium text-slate-800 shadow-sm"
          >
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-mono text-xs text-brand-700">
              {code}
            </span>
            {countryName(code, language)}
          </li>
        ))}
      </ul>
    </section>
  );
}

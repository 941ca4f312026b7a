import { useTranslation } from 'react-i18next';
import { countryName, type Country } from '#shared/countries';

/** The main OHS law or rule set of each country, under its own name (not translated). */
const FRAMEWORKS: Record<Country, string> = {
  US: 'OSHA (Occupational Safety and Health Act)',
  FR: 'Code du travail',
  DE: 'Arbeitsschutzgesetz (ArbSchG)',
  GB: 'Health and Safety at Work etc. Act 1974 (HSWA)',
  ES: 'Ley 31/1995 de Prevención de Riesgos Laborales (PRL)',
  IT: 'D.Lgs. 81/2008',
  MX: 'Ley Federal del Trabajo, NOM-STPS',
  BR: 'Normas Regulamentadoras (NR)',
  CN: 'Work Safety Law (安全生产法)',
  JP: 'Industrial Safety and Health Act (労働安全衛生法)',
  AU: 'Work Health and Safety Act 2011 (WHS Act)',
};

/** Regulatory frameworks footer of the international landing. */
export function RegulatoryFrameworks() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section aria-labelledby="frameworks-title" className="grid gap-4 border-b border-white/10 pb-8">
      <h2 id="frameworks-title" className="text-sm font-semibold text-white">
        {t('international.frameworksTitle')}
      </h2>
      <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {(Object.keys(FRAMEWORKS) as Country[]).map((code) => (
          <div key={code}>
            <dt className="font-medium text-white">{countryName(code, language)}</dt>
            <dd className="text-brand-200">{FRAMEWORKS[code]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

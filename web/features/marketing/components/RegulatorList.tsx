import { useTranslation } from 'react-i18next';
import { CANADIAN_REGULATORS } from '#shared/countries';

/** Canadian regulators whose rules the analyses refer to, for the advisor landing footer. */
export function RegulatorList() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="regulators-title" className="grid gap-3 border-b border-white/10 pb-8">
      <h2 id="regulators-title" className="text-sm font-semibold text-white">
        {t('conseiller.regulatorsTitle')}
      </h2>
      <ul className="flex flex-wrap gap-2 text-sm">
        {[...CANADIAN_REGULATORS, t('conseiller.federal')].map((name) => (
          <li key={name} className="rounded-full border border-white/15 bg-white/5 px-3 py-1 text-brand-100">
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { TFunction } from 'i18next';
import { COUNTRIES, countryName, type Country } from '#shared/countries';
import { PLANS, type INTERNATIONAL_PLAN_IDS } from '#shared/plans';

export type InternationalPlanId = (typeof INTERNATIONAL_PLAN_IDS)[number];

/** What an international plan includes, from its limits in the pricing table. */
export function internationalPlanLimits(t: TFunction, id: InternationalPlanId): string[] {
  const plan = PLANS[id];
  const countries =
    plan.countries === null
      ? t('plans.features.allCountries', { total: COUNTRIES.length })
      : plan.countries === 1
        ? t('plans.features.oneCountry')
        : t('plans.features.countries', { countries: plan.countries });
  const analyses =
    plan.analysesPerMonth === null
      ? t('plans.features.unlimitedAnalyses')
      : t('plans.features.analysesPerMonth', { analyses: plan.analysesPerMonth });
  return [countries, analyses, t('plans.features.frameworks'), t('plans.features.pdfReports')];
}

/** The 11 countries, sorted by their name in the interface language. */
export function sortedCountries(language: string): { code: Country; name: string }[] {
  return COUNTRIES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) =>
    a.name.localeCompare(b.name, language),
  );
}

export function isCountry(value: string): value is Country {
  return (COUNTRIES as readonly string[]).includes(value);
}

import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#shared/languages';
import { formatPrice, type Plan } from '#shared/plans';

/**
 * The locale amounts are written in: Canadian dollars in the Canadian form of the interface
 * language (fr-CA, en-CA), US dollars in the language's usual region (en-US, ja-JP…).
 */
export function priceLocale(language: string, currency: Plan['currency']): string {
  if (currency === 'CAD') return `${language}-CA`;
  return LANGUAGES.find((l) => l.code === language)?.speech ?? language;
}

/** Formatters for prices, counts and percentages in the interface language. */
export function usePlanFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return {
    price: (cents: number, currency: Plan['currency']) =>
      formatPrice(cents, currency, priceLocale(language, currency)),
    count: (value: number) => new Intl.NumberFormat(language).format(value),
    percent: (value: number) => new Intl.NumberFormat(language, { style: 'percent' }).format(value / 100),
  };
}

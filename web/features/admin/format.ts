import type { CURRENCIES } from '#shared/schemas/admin';

type Currency = (typeof CURRENCIES)[number];

/**
 * An amount in dollars with two decimals and the dollar sign, in the interface language's own form
 * ("537,08 $" in French, "$537.08" in English); the narrow symbol, since the currency is named beside it.
 */
export function formatMoney(amount: number, currency: Currency, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A signup date in the French form the spec asks for (dd/mm/yyyy), whatever the interface language. */
export function formatSignupDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

/** A number with at most one decimal (the average of analyses per user). */
export function formatDecimal(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

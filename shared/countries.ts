/**
 * The 11 countries of the international edition (ISO 3166-1 alpha-2). Their names in
 * each interface language come from Intl.DisplayNames, not from hand-kept lists.
 */
export const COUNTRIES = ['US', 'FR', 'DE', 'GB', 'ES', 'IT', 'MX', 'BR', 'CN', 'JP', 'AU'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'US';

export function countryName(code: Country, language: string): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
}

/** Canadian regulators named on the advisor landing footer. */
export const CANADIAN_REGULATORS = ['CNESST', 'WorkSafeBC', 'WSIB', 'Alberta OHS'] as const;

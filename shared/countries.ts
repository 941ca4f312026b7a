/**
 * The 11 countries of the international edition (ISO 3166-1 alpha-2). Their names in
 * each interface language come from Intl.DisplayNames, not from hand-kept lists.
 */
export const COUNTRIES = ['US', 'FR', 'DE', 'GB', 'ES', 'IT', 'MX', 'BR', 'CN', 'JP', 'AU'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'US';

/** One formatter per language: making one loads its locale data, a cost far above a lookup. */
const regionNames = new Map<string, Intl.DisplayNames>();

export function countryName(code: Country, language: string): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNames.set(language, names);
  }
  return names.of(code) ?? code;
}

/** Canadian regulators named on the advisor landing footer. */
export const CANADIAN_REGULATORS = ['CNESST', 'WorkSafeBC', 'WSIB', 'Alberta OHS'] as const;

import { COUNTRIES, countryName, type Country } from '../countries';
import type { CanadianJurisdiction } from '../knowledge/types';

export { COUNTRIES, DEFAULT_COUNTRY, countryName } from '../countries';
export type { Country } from '../countries';

/**
 * The 14 Canadian jurisdictions of the advisor and enterprise forms,
 * in display order: Quebec (the default), federal, then the provinces and territories in the
 * order of this list. The codes are those of shared/knowledge (FEDERAL, not 'Federal').
 */
export const CANADIAN_JURISDICTION_CODES = [
  'QC',
  'FEDERAL',
  'ON',
  'AB',
  'BC',
  'SK',
  'MB',
  'NB',
  'NS',
  'PE',
  'NL',
  'NT',
  'NU',
  'YT',
] as const satisfies readonly CanadianJurisdiction[];
export type CanadianJurisdictionCode = (typeof CANADIAN_JURISDICTION_CODES)[number];
export const DEFAULT_CANADIAN_JURISDICTION: CanadianJurisdictionCode = 'QC';

/** Any jurisdiction of the product: a Canadian code or an international ISO 3166-1 code. */
export type JurisdictionCode = CanadianJurisdictionCode | Country;

export interface CanadianJurisdictionEntry {
  code: CanadianJurisdictionCode;
  name: { fr: string; en: string };
}

const NAMES: Record<CanadianJurisdictionCode, { fr: string; en: string }> = {
  QC: { fr: 'Québec', en: 'Quebec' },
  FEDERAL: { fr: 'Fédéral', en: 'Federal' },
  ON: { fr: 'Ontario', en: 'Ontario' },
  AB: { fr: 'Alberta', en: 'Alberta' },
  BC: { fr: 'Colombie-Britannique', en: 'British Columbia' },
  SK: { fr: 'Saskatchewan', en: 'Saskatchewan' },
  MB: { fr: 'Manitoba', en: 'Manitoba' },
  NB: { fr: 'Nouveau-Brunswick', en: 'New Brunswick' },
  NS: { fr: 'Nouvelle-Écosse', en: 'Nova Scotia' },
  PE: { fr: 'Île-du-Prince-Édouard', en: 'Prince Edward Island' },
  NL: { fr: 'Terre-Neuve-et-Labrador', en: 'Newfoundland and Labrador' },
  NT: { fr: 'Territoires du Nord-Ouest', en: 'Northwest Territories' },
  NU: { fr: 'Nunavut', en: 'Nunavut' },
  YT: { fr: 'Yukon', en: 'Yukon' },
};

export const CANADIAN_JURISDICTIONS_LIST: readonly CanadianJurisdictionEntry[] =
  CANADIAN_JURISDICTION_CODES.map((code) => ({ code, name: NAMES[code] }));

export function isCanadianJurisdiction(value: unknown): value is CanadianJurisdictionCode {
  return typeof value === 'string' && (CANADIAN_JURISDICTION_CODES as readonly string[]).includes(value);
}

/**
 * Other spellings found in older records: French and English abbreviations (Canada Post and
 * Government of Canada styles), ISO 3166-2 codes and former codes. Names and codes themselves
 * are added from NAMES and COUNTRIES below.
 */
const CANADIAN_ALIASES: Partial<Record<CanadianJurisdictionCode, readonly string[]>> = {
  QC: ['PQ', 'Que.', 'Qué.', 'Province de Québec', 'Province of Quebec'],
  FEDERAL: [
    'FED',
    'CA-FED',
    'Canada (fédéral)',
    'Fédéral (Canada)',
    'Federal (Canada)',
    'Canada federal',
    'Gouvernement fédéral',
    'Federal government',
    'Gouvernement du Canada',
    'Government of Canada',
  ],
  ON: ['Ont.'],
  AB: ['Alta.', 'Alb.'],
  BC: ['C.-B.'],
  SK: ['Sask.'],
  MB: ['Man.'],
  NS: ['N.-É.'],
  PE: ['PEI', 'P.E.I.', 'Î.-P.-É.'],
  NL: ['NF', 'Nfld.', 'Newfoundland', 'Terre-Neuve', 'T.-N.-L.'],
  NT: ['NWT', 'N.W.T.', 'T.N.-O.'],
  YT: ['YK', 'Yukon Territory', 'Territoire du Yukon'],
};

/** ISO alpha-3 codes and common English and French variants; localized names come from Intl. */
const COUNTRY_ALIASES: Record<Country, readonly string[]> = {
  US: ['USA', 'U.S.', 'U.S.A.', 'United States of America', "États-Unis d'Amérique"],
  FR: ['FRA'],
  DE: ['DEU'],
  GB: ['GBR', 'UK', 'U.K.', 'Great Britain', 'Britain', 'England', 'Grande-Bretagne', 'Angleterre'],
  ES: ['ESP'],
  IT: ['ITA'],
  MX: ['MEX'],
  BR: ['BRA'],
  CN: ['CHN'],
  JP: ['JPN'],
  AU: ['AUS'],
};

/** Interface languages whose country names are accepted (shared/languages.ts). */
const NAME_LANGUAGES = ['fr', 'en', 'es', 'de', 'pt', 'zh', 'ja'] as const;

/** Case-, accent-, space- and punctuation-insensitive key: 'Île-du-Prince-Édouard' -> 'ileduprinceedouard'. */
function aliasKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

function buildAliases(): Map<string, JurisdictionCode> {
  const map = new Map<string, JurisdictionCode>();
  const add = (alias: string, code: JurisdictionCode): void => {
    const key = aliasKey(alias);
    if (!key) return;
    const existing = map.get(key);
    if (existing && existing !== code) {
      throw new Error(`Jurisdiction alias '${alias}' maps to both ${existing} and ${code}`);
    }
    map.set(key, code);
  };
  for (const code of CANADIAN_JURISDICTION_CODES) {
    add(code, code);
    add(`CA-${code}`, code);
    add(NAMES[code].fr, code);
    add(NAMES[code].en, code);
    for (const alias of CANADIAN_ALIASES[code] ?? []) add(alias, code);
  }
  for (const code of COUNTRIES) {
    add(code, code);
    for (const alias of COUNTRY_ALIASES[code]) add(alias, code);
    for (const language of NAME_LANGUAGES) {
      const name = countryName(code, language);
      if (name !== code) add(name, code);
    }
  }
  return map;
}

let aliases: Map<string, JurisdictionCode> | undefined;

/** Built on first use, not at import: its 77 country names cost a screen that only lists jurisdictions. */
function knownAliases(): Map<string, JurisdictionCode> {
  aliases ??= buildAliases();
  return aliases;
}

/**
 * The jurisdiction code of a stored or typed value: a Canadian code (QC, FEDERAL, ON...) or
 * an international ISO code (US, GB...), from a code or a name in French or English
 * (country names also in the other interface languages), ignoring case, accents and
 * punctuation; a trailing note in parentheses is ignored ('Québec (CNESST)'). Null when the
 * value is unknown. 'Canada' alone is unknown: it does not say whether the workplace is
 * federally or provincially regulated.
 */
export function normaliseJurisdiction(input: string): JurisdictionCode | null {
  if (typeof input !== 'string') return null;
  const direct = knownAliases().get(aliasKey(input));
  if (direct) return direct;
  const withoutNote = input.replace(/\([^)]*\)/g, ' ');
  if (withoutNote === input) return null;
  return knownAliases().get(aliasKey(withoutNote)) ?? null;
}

/**
 * Display name of a jurisdiction (code or legacy value): Canadian names in French for 'fr'
 * and in English for any other language; country names in the given language. Undefined
 * when the value is unknown.
 */
export function jurisdictionName(value: string, language: string): string | undefined {
  const code = normaliseJurisdiction(value);
  if (!code) return undefined;
  if (isCanadianJurisdiction(code)) return NAMES[code][language === 'fr' ? 'fr' : 'en'];
  return countryName(code, language);
}

import { AUTOMOTIVE } from './sectors/automotive';
import { CONSTRUCTION } from './sectors/construction';
import { FORESTRY_SAWMILLS } from './sectors/forestry-sawmills';
import { MANUFACTURING } from './sectors/manufacturing';
import { MINING_METALS } from './sectors/mining-metals';
import { PROFESSIONAL_SERVICES } from './sectors/professional-services';
import { RENEWABLE_ENERGY } from './sectors/renewable-energy';
import { TRANSPORTATION_WAREHOUSING } from './sectors/transportation-warehousing';
import { HEALTH_SOCIAL } from './sectors/health-social';
import { EDUCATION } from './sectors/education';
import { RETAIL } from './sectors/retail';
import { AGRICULTURE } from './sectors/agriculture';
import { FOOD_ACCOMMODATION } from './sectors/food-accommodation';
import { PUBLIC_ADMINISTRATION } from './sectors/public-administration';
import type { MainSectorId } from './sector-ids';

/**
 * The three-level sector taxonomy of the input forms:
 * main sector, sub-sector, specific activity, in French and English. Codes are NAICS/SCIAN
 * Canada 2022 at 2 to 6 digits; a shorter code is used where the activity spans several
 * six-digit industries. The data of each main sector lives in ./sectors/<main-sector>.ts.
 */

export interface SectorName {
  fr: string;
  en: string;
}

export interface Activity {
  /** snake_case, unique across the whole taxonomy. */
  id: string;
  name: SectorName;
  /** NAICS/SCIAN Canada 2022 codes, 2 to 6 digits. */
  naics: string[];
}

export interface SubSector {
  /** snake_case, unique within its main sector. */
  id: string;
  name: SectorName;
  naics: string[];
  activities: Activity[];
}

/** The main sector ids, in display order; kept in ./sector-ids for the knowledge base. */
export { MAIN_SECTOR_IDS, type MainSectorId } from './sector-ids';

export interface MainSector {
  id: MainSectorId;
  name: SectorName;
  naics: string[];
  subSectors: SubSector[];
}

export const SECTORS: readonly MainSector[] = [
  AUTOMOTIVE,
  CONSTRUCTION,
  MINING_METALS,
  RENEWABLE_ENERGY,
  FORESTRY_SAWMILLS,
  TRANSPORTATION_WAREHOUSING,
  MANUFACTURING,
  PROFESSIONAL_SERVICES,
  HEALTH_SOCIAL,
  EDUCATION,
  RETAIL,
  AGRICULTURE,
  FOOD_ACCOMMODATION,
  PUBLIC_ADMINISTRATION,
];

export function mainSector(id: string | null | undefined): MainSector | undefined {
  return SECTORS.find((sector) => sector.id === id);
}

export function subSector(
  mainId: string | null | undefined,
  subId: string | null | undefined,
): SubSector | undefined {
  return mainSector(mainId)?.subSectors.find((sub) => sub.id === subId);
}

export function activity(
  mainId: string | null | undefined,
  subId: string | null | undefined,
  activityId: string | null | undefined,
): Activity | undefined {
  return subSector(mainId, subId)?.activities.find((item) => item.id === activityId);
}

export interface SectorSelection {
  mainSector?: string | null;
  subSector?: string | null;
  specificActivity?: string | null;
}

export interface SectorLabels {
  mainSector?: string;
  subSector?: string;
  specificActivity?: string;
}

/** Case- and accent-insensitive comparison key for names kept by older records. */
function nameKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** By id first; then, for records that stored a display name, by the French or English name. */
function find<T extends { id: string; name: SectorName }>(
  items: readonly T[] | undefined,
  value: string | null | undefined,
): T | undefined {
  if (!items || !value) return undefined;
  const byId = items.find((item) => item.id === value);
  if (byId) return byId;
  const key = nameKey(value);
  if (!key) return undefined;
  return items.find((item) => nameKey(item.name.fr) === key || nameKey(item.name.en) === key);
}

/** Names of the taxonomy's ids in one language other than French and English (shared/taxonomy/names). */
export type SectorNames = Readonly<Record<string, string>>;

/** A sector, sub-sector or activity name in `language`: its own French or English name, else `names`, else English. */
export function sectorName(
  item: { id: string; name: SectorName },
  language: string,
  names?: SectorNames,
): string {
  if (language === 'fr' || language === 'en') return item.name[language];
  return names?.[item.id] ?? item.name.en;
}

/**
 * Display names of a sector selection, in `language` (with its `names` beyond French and
 * English). A level that is missing or unknown (or whose parent is unknown) is undefined.
 */
export function sectorLabel(ids: SectorSelection, language: string, names?: SectorNames): SectorLabels {
  const main = find(SECTORS, ids.mainSector);
  const sub = find(main?.subSectors, ids.subSector);
  const act = find(sub?.activities, ids.specificActivity);
  const nameOf = (item: { id: string; name: SectorName } | undefined) =>
    item && sectorName(item, language, names);
  return { mainSector: nameOf(main), subSector: nameOf(sub), specificActivity: nameOf(act) };
}

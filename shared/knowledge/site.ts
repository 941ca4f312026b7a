import { SECTORS, type Activity } from '../taxonomy/sectors';
import { CANADIAN_JURISDICTIONS, type Jurisdiction } from './codes';

/**
 * What the site's jurisdiction and activity (taxonomy ids) say about the rules that apply: in Quebec,
 * the construction code (CSTC) on a construction site and the RSST in an establishment (LSST s. 1);
 * in Canada, the Canada Labour Code Part II and the COHSR only in a federally regulated workplace.
 */
export interface SiteContext {
  jurisdiction: Jurisdiction;
  mainSector?: string | null;
  subSector?: string | null;
  specificActivity?: string | null;
}

/** Where the work is done, for Quebec's choice of regulation; 'unknown' when the activity does not say. */
export type SiteRegime = 'construction' | 'establishment' | 'unknown';

/**
 * Activities done on a construction site (LSST s. 1: building or civil-engineering work) outside the
 * construction sub-sectors below, and those of the construction sector done elsewhere.
 */
const CONSTRUCTION_SITE_ACTIVITIES: ReadonlySet<string> = new Set([
  'construction_site_supervision',
  'construction_site_surveying',
  'hydro_project_construction',
  'wind_turbine_erection',
  'solar_panel_installation',
  'forest_road_work',
  // Municipal roadworks are civil-engineering work (LSST s. 1): the CSTC applies.
  'roadworks_municipal',
]);
/** Activities done sometimes on a construction site, sometimes in an establishment: the site must say. */
const EITHER_SITE_ACTIVITIES: ReadonlySet<string> = new Set([
  'construction_materials_testing',
  'dam_penstock_maintenance',
  'power_line_maintenance',
  // Excavating to replace a main is construction; inspecting or cleaning the network is not.
  'water_sewer_networks',
]);
/** Sub-sectors of the construction sector whose every activity is construction work. */
const CONSTRUCTION_SUB_SECTORS: ReadonlySet<string> = new Set([
  'residential_building',
  'specialty_trade_contractors',
  'non_residential_civil',
]);

/**
 * Federally regulated activities of the taxonomy (Canada Labour Code, Part II): aeronautics, shipping
 * and ports, interprovincial railways, the postal service, and road transport or courier networks that
 * cross provincial or national borders. The taxonomy has no banking, telecommunications, broadcasting,
 * pipeline-operation or federal Crown activity yet: add them here when it does.
 */
export const FEDERALLY_REGULATED_ACTIVITIES: Readonly<Record<string, string>> = {
  air_transportation: 'aeronautics',
  airport_ground_handling: 'aeronautics',
  aircraft_maintenance: 'aeronautics',
  marine_shipping_ferries: 'shipping',
  longshoring: 'shipping and ports',
  port_operations: 'shipping and ports',
  rail_freight_yards: 'interprovincial railway',
  railway_track_maintenance: 'interprovincial railway',
  mail_processing: 'postal service',
  letter_carriers: 'postal service',
  long_haul_trucking: 'interprovincial or international road transport',
  parcel_sorting_hubs: 'interprovincial courier network',
};

interface Placed {
  activity: Activity;
  subSector: string;
  mainSector: string;
}

/** Every activity with its sub-sector and main sector: activity ids are unique across the taxonomy. */
const ACTIVITIES: ReadonlyMap<string, Placed> = new Map(
  SECTORS.flatMap((main) =>
    main.subSectors.flatMap((sub) =>
      sub.activities.map((activity) => [activity.id, { activity, subSector: sub.id, mainSector: main.id }]),
    ),
  ),
);

function activityRegime(placed: Placed): SiteRegime {
  if (EITHER_SITE_ACTIVITIES.has(placed.activity.id)) return 'unknown';
  if (CONSTRUCTION_SITE_ACTIVITIES.has(placed.activity.id)) return 'construction';
  return CONSTRUCTION_SUB_SECTORS.has(placed.subSector) ? 'construction' : 'establishment';
}

/** The regime shared by all the activities given, or 'unknown' when they differ or there are none. */
function commonRegime(activities: readonly Placed[]): SiteRegime {
  const regimes = new Set(activities.map(activityRegime));
  return regimes.size === 1 ? [...regimes][0]! : 'unknown';
}

const placedIn = (key: 'subSector' | 'mainSector', id: string) =>
  [...ACTIVITIES.values()].filter((placed) => placed[key] === id);

/**
 * The site's regime from the most precise taxonomy level given: the activity, else the sub-sector (its
 * activities' common regime), else the main sector ('construction' for the construction sector, the
 * common regime of its activities for another). No sector, or ids the taxonomy does not know: 'unknown'.
 */
export function quebecRegime(context: SiteContext): SiteRegime {
  const placed = context.specificActivity ? ACTIVITIES.get(context.specificActivity) : undefined;
  if (placed) return activityRegime(placed);
  if (context.subSector) {
    const activities = placedIn('subSector', context.subSector).filter(
      (p) => !context.mainSector || p.mainSector === context.mainSector,
    );
    if (activities.length > 0) return commonRegime(activities);
  }
  if (context.mainSector === 'construction') return 'construction';
  if (context.mainSector) return commonRegime(placedIn('mainSector', context.mainSector));
  return 'unknown';
}

/**
 * True for a Quebec site whose type the activity does not give: the analysis then shows both codes and
 * says that the CSTC applies on a construction site and the RSST in an establishment.
 */
export function siteRegimeUnknown(context: SiteContext): boolean {
  return context.jurisdiction === 'QC' && quebecRegime(context) === 'unknown';
}

const isCanadian = (jurisdiction: Jurisdiction) =>
  (CANADIAN_JURISDICTIONS as readonly string[]).includes(jurisdiction);

/** Why the activity is federally regulated (e.g. 'aeronautics'), or undefined. */
export function federalBasis(context: SiteContext): string | undefined {
  if (!isCanadian(context.jurisdiction)) return undefined;
  if (context.specificActivity && Object.hasOwn(FEDERALLY_REGULATED_ACTIVITIES, context.specificActivity))
    return FEDERALLY_REGULATED_ACTIVITIES[context.specificActivity];
  if (context.specificActivity && ACTIVITIES.has(context.specificActivity)) return undefined;
  // A sub-sector chosen without an activity: federal only if all its activities are.
  if (!context.subSector) return undefined;
  const bases = placedIn('subSector', context.subSector).map(
    (p) => FEDERALLY_REGULATED_ACTIVITIES[p.activity.id],
  );
  return bases.length > 0 && bases.every(Boolean) ? [...new Set(bases)].join(', ') : undefined;
}

/**
 * True when the Canada Labour Code Part II and the COHSR govern the workplace: the federal jurisdiction
 * was chosen, or the activity is a federally regulated one in another Canadian jurisdiction. Never for
 * a country of the international edition.
 */
export function isFederallyRegulated(context: SiteContext): boolean {
  return context.jurisdiction === 'FEDERAL' || federalBasis(context) !== undefined;
}

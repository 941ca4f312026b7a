/**
 * The codes of the knowledge base (risk families, control levels, jurisdictions), apart from its
 * zod schemas so the web app can use them without loading zod.
 */
export const RISK_FAMILIES = [
  'falls',
  'falling_objects',
  'machinery',
  'hazardous_energy',
  'electrical',
  'chemical',
  'dust_fibres',
  'noise',
  'vibration',
  'confined_space',
  'mobile_equipment',
  'lifting_rigging',
  'excavation',
  'ergonomics',
  'slips_trips',
  'fire_explosion',
  'hot_work',
  'thermal',
  'biological',
  'psychosocial',
  'radiation',
  'pressure',
  'hand_tools',
  'working_alone',
] as const;
export type RiskFamily = (typeof RISK_FAMILIES)[number];

/** The hierarchy of controls (ISO 45001 clause 8.1.2), most effective first. */
export const CONTROL_LEVELS = [
  'elimination',
  'substitution',
  'engineering',
  'administrative',
  'ppe',
] as const;
export type ControlLevel = (typeof CONTROL_LEVELS)[number];

export const CANADIAN_JURISDICTIONS = [
  'QC',
  'ON',
  'BC',
  'AB',
  'SK',
  'MB',
  'NB',
  'NS',
  'PE',
  'NL',
  'YT',
  'NT',
  'NU',
  'FEDERAL',
] as const;
export type CanadianJurisdiction = (typeof CANADIAN_JURISDICTIONS)[number];
export const INTERNATIONAL_JURISDICTIONS = [
  'US',
  'FR',
  'DE',
  'GB',
  'ES',
  'IT',
  'MX',
  'BR',
  'CN',
  'JP',
  'AU',
] as const;
export const JURISDICTIONS = [...CANADIAN_JURISDICTIONS, ...INTERNATIONAL_JURISDICTIONS] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

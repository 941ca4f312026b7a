/** The main sectors of the taxonomy, shared by the knowledge base. */
export const MAIN_SECTOR_IDS = [
  'automotive',
  'construction',
  'mining_metals',
  'renewable_energy',
  'forestry_sawmills',
  'transportation_warehousing',
  'manufacturing',
  'professional_services',
  'health_social',
  'education',
  'retail',
  'agriculture',
  'food_accommodation',
  'public_administration',
] as const;
export type MainSectorId = (typeof MAIN_SECTOR_IDS)[number];

import { describe, expect, it } from 'vitest';
import { CANADIAN_JURISDICTIONS } from '#shared/knowledge/types';
import { COUNTRIES as SHARED_COUNTRIES } from '#shared/countries';
import {
  CANADIAN_JURISDICTIONS_LIST,
  CANADIAN_JURISDICTION_CODES,
  COUNTRIES,
  DEFAULT_CANADIAN_JURISDICTION,
  DEFAULT_COUNTRY,
  MAIN_SECTOR_IDS,
  SECTORS,
  activity,
  jurisdictionName,
  mainSector,
  normaliseJurisdiction,
  sectorLabel,
  subSector,
  type SectorName,
} from '#shared/taxonomy';

const SUB_SECTORS = SECTORS.flatMap((main) => main.subSectors);
const ACTIVITIES = SUB_SECTORS.flatMap((sub) => sub.activities);
const ALL_ENTRIES: { id: string; name: SectorName; naics: string[] }[] = [
  ...SECTORS,
  ...SUB_SECTORS,
  ...ACTIVITIES,
];

describe('sector taxonomy: shape', () => {
  it('has exactly the 14 main sectors, in order', () => {
    expect(SECTORS.map((main) => main.id)).toEqual([
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
    ]);
    expect([...MAIN_SECTOR_IDS]).toEqual(SECTORS.map((main) => main.id));
    expect(SECTORS.map((main) => main.name)).toEqual([
      { fr: 'Automobile', en: 'Automotive' },
      { fr: 'Construction', en: 'Construction' },
      { fr: 'Mines et métaux', en: 'Mining and Metals' },
      { fr: 'Énergies renouvelables', en: 'Renewable Energy' },
      { fr: 'Foresterie et scieries', en: 'Forestry and Sawmills' },
      { fr: 'Transport et entreposage', en: 'Transportation and Warehousing' },
      { fr: 'Fabrication', en: 'Manufacturing' },
      { fr: 'Services professionnels', en: 'Professional Services' },
      { fr: 'Santé et services sociaux', en: 'Health care and social assistance' },
      { fr: 'Enseignement', en: 'Educational services' },
      { fr: 'Commerce de détail', en: 'Retail trade' },
      { fr: 'Agriculture', en: 'Agriculture' },
      { fr: 'Hébergement et restauration', en: 'Accommodation and food services' },
      { fr: 'Administration publique', en: 'Public administration' },
    ]);
  });

  it('has 2 to 4 sub-sectors per main sector and 2 to 10 activities per sub-sector', () => {
    for (const main of SECTORS) {
      expect(main.subSectors.length, main.id).toBeGreaterThanOrEqual(2);
      expect(main.subSectors.length, main.id).toBeLessThanOrEqual(4);
      for (const sub of main.subSectors) {
        expect(sub.activities.length, `${main.id}/${sub.id}`).toBeGreaterThanOrEqual(2);
        expect(sub.activities.length, `${main.id}/${sub.id}`).toBeLessThanOrEqual(10);
      }
    }
  });

  it('uses snake_case ids, unique within each parent and globally for activities', () => {
    for (const entry of ALL_ENTRIES) expect(entry.id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    for (const main of SECTORS) {
      const subIds = main.subSectors.map((sub) => sub.id);
      expect(new Set(subIds).size, main.id).toBe(subIds.length);
      for (const sub of main.subSectors) {
        const ids = sub.activities.map((item) => item.id);
        expect(new Set(ids).size, sub.id).toBe(ids.length);
      }
    }
    const activityIds = ACTIVITIES.map((item) => item.id);
    expect(new Set(activityIds).size).toBe(activityIds.length);
  });

  it('names every entry in French and English, the two differing for at least 80% of entries', () => {
    for (const entry of ALL_ENTRIES) {
      expect(entry.name.fr.trim(), entry.id).not.toBe('');
      expect(entry.name.en.trim(), entry.id).not.toBe('');
      expect(entry.name.fr, entry.id).toBe(entry.name.fr.trim());
      expect(entry.name.en, entry.id).toBe(entry.name.en.trim());
    }
    const different = ALL_ENTRIES.filter((entry) => entry.name.fr !== entry.name.en).length;
    expect(different / ALL_ENTRIES.length).toBeGreaterThanOrEqual(0.8);
  });

  it('keeps French names free of typographic apostrophes and names unique within each parent', () => {
    for (const entry of ALL_ENTRIES) expect(entry.name.fr, entry.id).not.toContain('\u2019');
    const groups = [
      SECTORS,
      ...SECTORS.map((main) => main.subSectors),
      ...SUB_SECTORS.map((s) => s.activities),
    ];
    for (const group of groups) {
      for (const lang of ['fr', 'en'] as const) {
        const names = group.map((entry) => entry.name[lang].toLowerCase());
        expect(new Set(names).size, names.join(' | ')).toBe(names.length);
      }
    }
  });

  it('gives every entry at least one NAICS code of 2 to 6 digits', () => {
    for (const entry of ALL_ENTRIES) {
      expect(entry.naics.length, entry.id).toBeGreaterThan(0);
      for (const code of entry.naics) expect(code, entry.id).toMatch(/^\d{2,6}$/);
      expect(new Set(entry.naics).size, entry.id).toBe(entry.naics.length);
    }
  });

  it('has the construction sub-sectors: contractors, residential, suppliers and professionals', () => {
    const construction = mainSector('construction');
    const residential = construction?.subSectors.find((sub) => sub.naics.includes('2361'));
    expect(residential?.name.fr).toBe('Entrepreneurs en construction de bâtiments résidentiels');
    expect(subSector('construction', 'specialty_trade_contractors')?.naics).toEqual(['238']);
    expect(subSector('construction', 'suppliers_professional_services')?.naics).toContain('5413');
    expect(activity('construction', 'residential_building', 'roofing_contractors')?.name).toEqual({
      fr: 'Couvreurs',
      en: 'Roofing contractors',
    });
  });

  it('places the reference industries where an adviser would look for them', () => {
    expect(subSector('forestry_sawmills', 'sawmills_wood_preservation')?.name.fr).toBe(
      'Scieries et préservation du bois',
    );
    expect(activity('forestry_sawmills', 'sawmills_wood_preservation', 'lumber_sawmills')?.naics).toEqual([
      '321111',
    ]);
    expect(activity('forestry_sawmills', 'forestry_logging', 'logging')?.naics).toEqual(['1133']);
    expect(subSector('transportation_warehousing', 'trucking_warehousing')?.name.fr).toBe(
      'Entreposage et transport par camion',
    );
    expect(subSector('automotive', 'automotive_repair')?.naics).toEqual(['8111']);
    expect(subSector('mining_metals', 'metal_ore_mining')?.naics).toContain('2122');
    expect(activity('mining_metals', 'primary_metal_manufacturing', 'iron_steel_mills')?.naics).toEqual([
      '331110',
    ]);
    expect(activity('renewable_energy', 'hydroelectricity', 'hydro_plant_operation')?.naics).toEqual([
      '221111',
    ]);
    expect(activity('renewable_energy', 'wind_solar', 'wind_farm_maintenance')?.name.fr).toBe(
      'Entretien de parcs éoliens',
    );
  });
});

describe('sector taxonomy: lookups and labels', () => {
  it('finds each level by id and returns undefined for unknown ids', () => {
    for (const main of SECTORS) {
      expect(mainSector(main.id)).toBe(main);
      for (const sub of main.subSectors) {
        expect(subSector(main.id, sub.id)).toBe(sub);
        for (const item of sub.activities) expect(activity(main.id, sub.id, item.id)).toBe(item);
      }
    }
    expect(mainSector('fishing_hunting')).toBeUndefined();
    expect(mainSector(undefined)).toBeUndefined();
    expect(subSector('construction', 'nope')).toBeUndefined();
    expect(subSector('nope', 'residential_building')).toBeUndefined();
    // A sub-sector is only found under its own main sector.
    expect(subSector('automotive', 'residential_building')).toBeUndefined();
    expect(activity('construction', 'residential_building', 'nope')).toBeUndefined();
    expect(activity('construction', 'specialty_trade_contractors', 'roofing_contractors')).toBeUndefined();
  });

  it('labels a selection in French, and in English for any other language', () => {
    const ids = {
      mainSector: 'construction',
      subSector: 'specialty_trade_contractors',
      specificActivity: 'excavation_work',
    };
    expect(sectorLabel(ids, 'fr')).toEqual({
      mainSector: 'Construction',
      subSector: 'Entrepreneurs spécialisés',
      specificActivity: "Travaux d'excavation",
    });
    const english = {
      mainSector: 'Construction',
      subSector: 'Specialty trade contractors',
      specificActivity: 'Excavation work',
    };
    expect(sectorLabel(ids, 'en')).toEqual(english);
    expect(sectorLabel(ids, 'es')).toEqual(english);
    expect(sectorLabel(ids, 'ja')).toEqual(english);
  });

  it('labels partial and unknown selections with undefined levels', () => {
    expect(sectorLabel({ mainSector: 'forestry_sawmills' }, 'fr')).toEqual({
      mainSector: 'Foresterie et scieries',
      subSector: undefined,
      specificActivity: undefined,
    });
    expect(sectorLabel({}, 'en')).toEqual({
      mainSector: undefined,
      subSector: undefined,
      specificActivity: undefined,
    });
    expect(sectorLabel({ mainSector: 'nope', subSector: 'residential_building' }, 'en')).toEqual({
      mainSector: undefined,
      subSector: undefined,
      specificActivity: undefined,
    });
    expect(
      sectorLabel(
        { mainSector: 'construction', subSector: 'nope', specificActivity: 'roofing_contractors' },
        'fr',
      ),
    ).toEqual({ mainSector: 'Construction', subSector: undefined, specificActivity: undefined });
  });

  it('also labels records that stored display names instead of ids', () => {
    expect(
      sectorLabel(
        {
          mainSector: 'Foresterie et scieries',
          subSector: 'sawmills and wood preservation',
          specificActivity: 'Cours à bois et manutention des billes',
        },
        'en',
      ),
    ).toEqual({
      mainSector: 'Forestry and Sawmills',
      subSector: 'Sawmills and wood preservation',
      specificActivity: 'Log yard and log handling operations',
    });
  });
});

describe('jurisdictions', () => {
  it('lists the 14 Canadian jurisdictions in display order, Quebec first and by default', () => {
    expect(CANADIAN_JURISDICTION_CODES).toEqual([
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
    ]);
    expect(DEFAULT_CANADIAN_JURISDICTION).toBe('QC');
    expect(CANADIAN_JURISDICTIONS_LIST[0]).toEqual({ code: 'QC', name: { fr: 'Québec', en: 'Quebec' } });
    expect(CANADIAN_JURISDICTIONS_LIST.map((j) => j.name.en)).toEqual([
      'Quebec',
      'Federal',
      'Ontario',
      'Alberta',
      'British Columbia',
      'Saskatchewan',
      'Manitoba',
      'New Brunswick',
      'Nova Scotia',
      'Prince Edward Island',
      'Newfoundland and Labrador',
      'Northwest Territories',
      'Nunavut',
      'Yukon',
    ]);
    expect(CANADIAN_JURISDICTIONS_LIST.map((j) => j.name.fr)).toEqual([
      'Québec',
      'Fédéral',
      'Ontario',
      'Alberta',
      'Colombie-Britannique',
      'Saskatchewan',
      'Manitoba',
      'Nouveau-Brunswick',
      'Nouvelle-Écosse',
      'Île-du-Prince-Édouard',
      'Terre-Neuve-et-Labrador',
      'Territoires du Nord-Ouest',
      'Nunavut',
      'Yukon',
    ]);
  });

  it('uses the same Canadian codes as the knowledge base', () => {
    expect([...CANADIAN_JURISDICTION_CODES].sort()).toEqual([...CANADIAN_JURISDICTIONS].sort());
  });

  it('re-exports the international countries of shared/countries.ts, US first and by default', () => {
    expect(COUNTRIES).toBe(SHARED_COUNTRIES);
    expect(COUNTRIES).toEqual(['US', 'FR', 'DE', 'GB', 'ES', 'IT', 'MX', 'BR', 'CN', 'JP', 'AU']);
    expect(DEFAULT_COUNTRY).toBe('US');
  });

  it.each([
    ['Federal', 'FEDERAL'],
    ['federal', 'FEDERAL'],
    ['FED', 'FEDERAL'],
    ['Fédéral', 'FEDERAL'],
    ['FEDERAL', 'FEDERAL'],
    ['Québec', 'QC'],
    ['quebec', 'QC'],
    ['QUÉBEC', 'QC'],
    ['qc', 'QC'],
    ['  QC  ', 'QC'],
    ['PQ', 'QC'],
    ['Québec (CNESST)', 'QC'],
    ['Ontario', 'ON'],
    ['on', 'ON'],
    ['Colombie-Britannique', 'BC'],
    ['british columbia', 'BC'],
    ['ile du prince edouard', 'PE'],
    ['Prince Edward Island', 'PE'],
    ['PEI', 'PE'],
    ['Terre-Neuve-et-Labrador', 'NL'],
    ['Territoires du Nord-Ouest', 'NT'],
    ['NWT', 'NT'],
    ['CA-YT', 'YT'],
    ['Nouvelle-Écosse', 'NS'],
    ['USA', 'US'],
    ['United States', 'US'],
    ['us', 'US'],
    ['États-Unis', 'US'],
    ['UK', 'GB'],
    ['United Kingdom', 'GB'],
    ['GB', 'GB'],
    ['Royaume-Uni', 'GB'],
    ['Germany', 'DE'],
    ['Allemagne', 'DE'],
    ['japan', 'JP'],
    ['Brésil', 'BR'],
    ['MEX', 'MX'],
  ])('normalises %j to %s', (input, code) => {
    expect(normaliseJurisdiction(input)).toBe(code);
  });

  it.each(['', '   ', 'Atlantis', 'Canada', 'CA', 'Texas', 'Belgium', 'QC2'])(
    'returns null for %j',
    (input) => {
      expect(normaliseJurisdiction(input)).toBeNull();
    },
  );

  it('names jurisdictions for display', () => {
    expect(jurisdictionName('QC', 'fr')).toBe('Québec');
    expect(jurisdictionName('QC', 'en')).toBe('Quebec');
    expect(jurisdictionName('Federal', 'fr')).toBe('Fédéral');
    expect(jurisdictionName('NL', 'de')).toBe('Newfoundland and Labrador');
    expect(jurisdictionName('GB', 'fr')).toBe('Royaume-Uni');
    expect(jurisdictionName('USA', 'en')).toBe('United States');
    expect(jurisdictionName('Atlantis', 'en')).toBeUndefined();
  });
});

describe('sectors advisers meet every week', () => {
  it('give the typical risks of the work when only the sector is known', async () => {
    const { analyzeOffline } = await import('#core/analysis/offline-analyzer/analyze');
    const typicalOf = (mainSector: string, subSector: string, specificActivity: string) =>
      analyzeOffline({
        language: 'fr',
        jurisdiction: 'QC',
        area: 'Visite',
        riskIdPrefix: 'SST',
        mainSector,
        subSector,
        specificActivity,
        documents: [],
      })
        .risks.filter((risk) => risk.basis === 'typical')
        .map((risk) => risk.hazardId);
    expect(typicalOf('health_social', 'hospitals_care', 'long_term_care')).toEqual(
      expect.arrayContaining(['manual-handling', 'workplace-violence-harassment']),
    );
    expect(typicalOf('public_administration', 'municipal_works', 'roadworks_municipal')).toEqual(
      expect.arrayContaining(['vehicle-reversing', 'trench-collapse']),
    );
    expect(typicalOf('agriculture', 'crop_production', 'field_crops_grain')).toEqual(
      expect.arrayContaining(['confined-space-entry', 'combustible-dust']),
    );
  });

  it('place municipal roadworks on a construction site and a long-term care home in an establishment (Quebec)', async () => {
    const { quebecRegime } = await import('#shared/knowledge/site');
    expect(quebecRegime({ jurisdiction: 'QC', specificActivity: 'roadworks_municipal' })).toBe(
      'construction',
    );
    expect(quebecRegime({ jurisdiction: 'QC', specificActivity: 'long_term_care' })).toBe('establishment');
    expect(quebecRegime({ jurisdiction: 'QC', specificActivity: 'water_sewer_networks' })).toBe('unknown');
  });
});

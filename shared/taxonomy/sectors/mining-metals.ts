import type { MainSector } from '../sectors';

/** Mines et métaux / Mining and Metals: metal ore mining, quarries and non-metallic minerals, primary metals. */
export const MINING_METALS: MainSector = {
  id: 'mining_metals',
  name: { fr: 'Mines et métaux', en: 'Mining and Metals' },
  naics: ['212', '213', '331'],
  subSectors: [
    {
      id: 'metal_ore_mining',
      name: { fr: 'Extraction de minerais métalliques', en: 'Metal ore mining' },
      naics: ['2122', '2131'],
      activities: [
        {
          id: 'underground_gold_mining',
          name: { fr: "Mines d'or souterraines", en: 'Underground gold mines' },
          naics: ['21222'],
        },
        {
          id: 'open_pit_iron_ore_mining',
          name: { fr: 'Mines de fer à ciel ouvert', en: 'Open-pit iron ore mines' },
          naics: ['212210'],
        },
        {
          id: 'base_metal_mining',
          name: {
            fr: 'Mines de cuivre, de nickel, de plomb et de zinc',
            en: 'Copper, nickel, lead and zinc mines',
          },
          naics: ['21223'],
        },
        {
          id: 'lithium_critical_minerals_mining',
          name: { fr: 'Mines de lithium et de minéraux critiques', en: 'Lithium and critical mineral mines' },
          naics: ['21229'],
        },
        {
          id: 'uranium_mining',
          name: { fr: "Mines d'uranium", en: 'Uranium mines' },
          naics: ['21229'],
        },
        {
          id: 'ore_concentrators',
          name: {
            fr: 'Concentrateurs et traitement du minerai',
            en: 'Ore concentrators and mineral processing',
          },
          naics: ['2122'],
        },
        {
          id: 'contract_diamond_drilling',
          name: { fr: 'Forage au diamant à forfait', en: 'Contract diamond drilling' },
          naics: ['2131'],
        },
        {
          id: 'shaft_sinking_mine_development',
          name: { fr: 'Fonçage de puits et développement minier', en: 'Shaft sinking and mine development' },
          naics: ['2131'],
        },
        {
          id: 'mineral_exploration',
          name: { fr: 'Exploration minière et camps éloignés', en: 'Mineral exploration and remote camps' },
          naics: ['2131'],
        },
      ],
    },
    {
      id: 'non_metallic_mining_quarrying',
      name: {
        fr: 'Extraction de minerais non métalliques et carrières',
        en: 'Non-metallic mineral mining and quarrying',
      },
      naics: ['2123'],
      activities: [
        {
          id: 'stone_quarries',
          name: { fr: 'Carrières de pierre', en: 'Stone quarries' },
          naics: ['21231'],
        },
        {
          id: 'sand_gravel_pits',
          name: { fr: 'Sablières et gravières', en: 'Sand and gravel pits' },
          naics: ['21232'],
        },
        {
          id: 'potash_mining',
          name: { fr: 'Mines de potasse', en: 'Potash mines' },
          naics: ['21239'],
        },
        {
          id: 'salt_mining',
          name: { fr: 'Mines de sel', en: 'Salt mines' },
          naics: ['21239'],
        },
        {
          id: 'diamond_mining',
          name: { fr: 'Mines de diamants', en: 'Diamond mines' },
          naics: ['21239'],
        },
        {
          id: 'peat_extraction',
          name: { fr: 'Extraction de tourbe', en: 'Peat extraction' },
          naics: ['21239'],
        },
      ],
    },
    {
      id: 'primary_metal_manufacturing',
      name: { fr: 'Première transformation des métaux', en: 'Primary metal manufacturing' },
      naics: ['331'],
      activities: [
        {
          id: 'iron_steel_mills',
          name: {
            fr: 'Aciéries et fabrication de ferro-alliages',
            en: 'Iron and steel mills and ferro-alloy manufacturing',
          },
          naics: ['331110'],
        },
        {
          id: 'aluminum_smelters',
          name: {
            fr: "Alumineries (production primaire d'aluminium)",
            en: 'Aluminum smelters (primary production)',
          },
          naics: ['331313'],
        },
        {
          id: 'non_ferrous_smelting_refining',
          name: {
            fr: 'Fonte et affinage de métaux non ferreux (cuivre, zinc, nickel)',
            en: 'Non-ferrous metal smelting and refining (copper, zinc, nickel)',
          },
          naics: ['331410'],
        },
        {
          id: 'aluminum_rolling_extrusion',
          name: { fr: "Laminage et extrusion de l'aluminium", en: 'Aluminum rolling and extrusion' },
          naics: ['331317'],
        },
        {
          id: 'iron_steel_foundries',
          name: { fr: "Fonderies de fonte et d'acier", en: 'Iron and steel foundries' },
          naics: ['33151'],
        },
        {
          id: 'non_ferrous_foundries',
          name: {
            fr: 'Fonderies de métaux non ferreux (y compris le moulage sous pression)',
            en: 'Non-ferrous foundries (including die-casting)',
          },
          naics: ['33152'],
        },
        {
          id: 'steel_pipe_wire_manufacturing',
          name: {
            fr: "Fabrication de tubes, de tuyaux et de fils d'acier",
            en: 'Steel pipe, tube and wire manufacturing',
          },
          naics: ['3312'],
        },
      ],
    },
  ],
};

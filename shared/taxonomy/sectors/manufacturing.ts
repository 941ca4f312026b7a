import type { MainSector } from '../sectors';

/**
 * Fabrication / Manufacturing (NAICS 31-33) other than what has its own main sector:
 * motor vehicles (automotive), wood and paper (forestry and sawmills), primary metals (mining and metals).
 */
export const MANUFACTURING: MainSector = {
  id: 'manufacturing',
  name: { fr: 'Fabrication', en: 'Manufacturing' },
  naics: ['31', '32', '33'],
  subSectors: [
    {
      id: 'food_beverage',
      name: { fr: "Fabrication d'aliments et de boissons", en: 'Food and beverage manufacturing' },
      naics: ['311', '312'],
      activities: [
        {
          id: 'meat_slaughtering_processing',
          name: { fr: 'Abattage et transformation de la viande', en: 'Meat slaughtering and processing' },
          naics: ['311611', '311614'],
        },
        {
          id: 'poultry_processing',
          name: { fr: 'Transformation de la volaille', en: 'Poultry processing' },
          naics: ['311615'],
        },
        {
          id: 'dairy_processing',
          name: { fr: 'Transformation du lait et fromageries', en: 'Dairy processing and cheese plants' },
          naics: ['3115'],
        },
        {
          id: 'commercial_bakeries',
          name: { fr: 'Boulangeries industrielles', en: 'Commercial bakeries' },
          naics: ['3118'],
        },
        {
          id: 'seafood_processing',
          name: {
            fr: 'Préparation et conditionnement de poissons et de fruits de mer',
            en: 'Seafood product preparation and packaging',
          },
          naics: ['311710'],
        },
        {
          id: 'fruit_vegetable_processing',
          name: {
            fr: 'Mise en conserve et surgélation de fruits et de légumes',
            en: 'Fruit and vegetable canning and freezing',
          },
          naics: ['3114'],
        },
        {
          id: 'breweries_bottling',
          name: {
            fr: "Brasseries et usines d'embouteillage de boissons",
            en: 'Breweries and beverage bottling plants',
          },
          naics: ['312110', '312120'],
        },
      ],
    },
    {
      id: 'metal_products_machinery',
      name: {
        fr: 'Fabrication de produits métalliques et de machines',
        en: 'Fabricated metal product and machinery manufacturing',
      },
      naics: ['332', '333'],
      activities: [
        {
          id: 'machine_shops',
          name: { fr: "Ateliers d'usinage", en: 'Machine shops' },
          naics: ['332710'],
        },
        {
          id: 'structural_metal_welding_shops',
          name: {
            fr: 'Fabrication de charpentes métalliques et ateliers de soudage',
            en: 'Structural metal fabrication and welding shops',
          },
          naics: ['3323'],
        },
        {
          id: 'forging_stamping',
          name: { fr: 'Forgeage et estampage', en: 'Forging and stamping' },
          naics: ['3321'],
        },
        {
          id: 'metal_coating_heat_treating',
          name: {
            fr: 'Galvanisation, placage, peinture et traitement thermique des métaux',
            en: 'Galvanizing, plating, painting and heat treating of metals',
          },
          naics: ['332810'],
        },
        {
          id: 'boiler_tank_container_manufacturing',
          name: {
            fr: 'Fabrication de chaudières, de réservoirs et de conteneurs métalliques',
            en: 'Boiler, tank and shipping container manufacturing',
          },
          naics: ['3324'],
        },
        {
          id: 'heavy_machinery_manufacturing',
          name: {
            fr: "Fabrication de machines agricoles, de construction et d'extraction minière",
            en: 'Agricultural, construction and mining machinery manufacturing',
          },
          naics: ['3331'],
        },
      ],
    },
    {
      id: 'chemicals_plastics_rubber',
      name: {
        fr: 'Fabrication de produits chimiques, de plastique et de caoutchouc',
        en: 'Chemical, plastics and rubber product manufacturing',
      },
      naics: ['325', '326'],
      activities: [
        {
          id: 'basic_chemicals',
          name: { fr: 'Fabrication de produits chimiques de base', en: 'Basic chemical manufacturing' },
          naics: ['3251'],
        },
        {
          id: 'paint_coating_adhesive_manufacturing',
          name: {
            fr: "Fabrication de peintures, de revêtements et d'adhésifs",
            en: 'Paint, coating and adhesive manufacturing',
          },
          naics: ['3255'],
        },
        {
          id: 'pharmaceutical_manufacturing',
          name: {
            fr: 'Fabrication de produits pharmaceutiques et de médicaments',
            en: 'Pharmaceutical and medicine manufacturing',
          },
          naics: ['3254'],
        },
        {
          id: 'cleaning_products_manufacturing',
          name: {
            fr: 'Fabrication de savons et de produits de nettoyage',
            en: 'Soap and cleaning compound manufacturing',
          },
          naics: ['3256'],
        },
        {
          id: 'fertilizer_pesticide_manufacturing',
          name: {
            fr: "Fabrication d'engrais et de pesticides",
            en: 'Fertilizer and pesticide manufacturing',
          },
          naics: ['3253'],
        },
        {
          id: 'plastic_moulding_extrusion',
          name: {
            fr: 'Moulage par injection et extrusion de plastique',
            en: 'Plastic injection moulding and extrusion',
          },
          naics: ['3261'],
        },
        {
          id: 'tire_rubber_manufacturing',
          name: {
            fr: 'Fabrication de pneus et de produits en caoutchouc',
            en: 'Tire and rubber product manufacturing',
          },
          naics: ['3262'],
        },
      ],
    },
    {
      id: 'aerospace_transport_equipment',
      name: {
        fr: "Fabrication de produits aérospatiaux et d'autre matériel de transport",
        en: 'Aerospace and other transportation equipment manufacturing',
      },
      naics: ['3364', '3365', '3366', '3369'],
      activities: [
        {
          id: 'aircraft_assembly',
          name: { fr: "Assemblage d'aéronefs", en: 'Aircraft assembly' },
          naics: ['336410'],
        },
        {
          id: 'aircraft_engine_parts',
          name: {
            fr: "Fabrication de moteurs et de pièces d'aéronefs",
            en: 'Aircraft engine and parts manufacturing',
          },
          naics: ['336410'],
        },
        {
          id: 'composite_parts',
          name: { fr: 'Fabrication de pièces en matériaux composites', en: 'Composite parts manufacturing' },
          naics: ['336410'],
        },
        {
          id: 'rolling_stock_manufacturing',
          name: {
            fr: 'Fabrication de matériel ferroviaire roulant',
            en: 'Railroad rolling stock manufacturing',
          },
          naics: ['336510'],
        },
        {
          id: 'shipbuilding_repair',
          name: { fr: 'Construction et réparation de navires', en: 'Ship building and repairing' },
          naics: ['336611'],
        },
        {
          id: 'boat_building',
          name: { fr: "Construction d'embarcations", en: 'Boat building' },
          naics: ['336612'],
        },
        {
          id: 'recreational_vehicle_manufacturing',
          name: {
            fr: 'Fabrication de véhicules récréatifs (motoneiges, VTT)',
            en: 'Recreational vehicle manufacturing (snowmobiles, ATVs)',
          },
          naics: ['336990'],
        },
      ],
    },
  ],
};

import type { MainSector } from '../sectors';

/**
 * Énergies renouvelables / Renewable Energy: hydroelectricity and the grid, wind and solar, bioenergy.
 * NAICS Canada keeps wind, solar and biomass generation in 221119 (Other electric power generation);
 * the United States splits them (221114-221118) but those codes are not Canadian.
 */
export const RENEWABLE_ENERGY: MainSector = {
  id: 'renewable_energy',
  name: { fr: 'Énergies renouvelables', en: 'Renewable Energy' },
  naics: ['2211'],
  subSectors: [
    {
      id: 'hydroelectricity',
      name: {
        fr: 'Hydroélectricité et réseau électrique',
        en: 'Hydroelectricity and the power grid',
      },
      naics: ['221111', '22112'],
      activities: [
        {
          id: 'hydro_plant_operation',
          name: {
            fr: 'Exploitation de centrales hydroélectriques',
            en: 'Hydroelectric power plant operation',
          },
          naics: ['221111'],
        },
        {
          id: 'turbine_generator_maintenance',
          name: { fr: "Entretien de turbines et d'alternateurs", en: 'Turbine and generator maintenance' },
          naics: ['221111'],
        },
        {
          id: 'dam_penstock_maintenance',
          name: {
            fr: "Entretien de barrages, d'évacuateurs de crues et de conduites forcées",
            en: 'Dam, spillway and penstock maintenance',
          },
          naics: ['221111'],
        },
        {
          id: 'hydro_project_construction',
          name: {
            fr: "Construction d'aménagements hydroélectriques",
            en: 'Hydroelectric project construction',
          },
          naics: ['237990'],
        },
        {
          id: 'substation_operation',
          name: {
            fr: 'Exploitation et entretien de postes électriques',
            en: 'Substation operation and maintenance',
          },
          naics: ['221121'],
        },
        {
          id: 'power_line_maintenance',
          name: {
            fr: "Entretien de lignes de transport et de distribution d'électricité",
            en: 'Transmission and distribution line maintenance',
          },
          naics: ['221121', '221122'],
        },
        {
          id: 'utility_vegetation_control',
          name: {
            fr: 'Maîtrise de la végétation près des lignes électriques',
            en: 'Vegetation management near power lines',
          },
          naics: ['221122', '561730'],
        },
      ],
    },
    {
      id: 'wind_solar',
      name: { fr: 'Énergie éolienne et solaire', en: 'Wind and solar energy' },
      naics: ['221119'],
      activities: [
        {
          id: 'wind_farm_maintenance',
          name: { fr: 'Entretien de parcs éoliens', en: 'Wind farm maintenance' },
          naics: ['221119'],
        },
        {
          id: 'wind_turbine_erection',
          name: { fr: "Construction et montage d'éoliennes", en: 'Wind turbine construction and erection' },
          naics: ['237130'],
        },
        {
          id: 'wind_blade_repair',
          name: {
            fr: "Inspection et réparation de pales d'éoliennes",
            en: 'Wind turbine blade inspection and repair',
          },
          naics: ['221119'],
        },
        {
          id: 'solar_farm_operation',
          name: {
            fr: 'Exploitation et entretien de centrales solaires',
            en: 'Solar farm operation and maintenance',
          },
          naics: ['221119'],
        },
        {
          id: 'solar_panel_installation',
          name: {
            fr: 'Installation de panneaux solaires photovoltaïques',
            en: 'Solar photovoltaic panel installation',
          },
          naics: ['238210'],
        },
        {
          id: 'wind_turbine_component_manufacturing',
          name: {
            fr: "Fabrication de composants d'éoliennes (pales, tours, nacelles)",
            en: 'Wind turbine component manufacturing (blades, towers, nacelles)',
          },
          naics: ['333611'],
        },
        {
          id: 'battery_energy_storage',
          name: {
            fr: "Exploitation de systèmes de stockage d'énergie par batteries",
            en: 'Battery energy storage system operation',
          },
          naics: ['2211'],
        },
      ],
    },
    {
      id: 'bioenergy',
      name: { fr: 'Bioénergie', en: 'Bioenergy' },
      naics: ['221119', '321999', '325190', '562210'],
      activities: [
        {
          id: 'biomass_cogeneration',
          name: { fr: 'Centrales de cogénération à la biomasse', en: 'Biomass cogeneration plants' },
          naics: ['221119'],
        },
        {
          id: 'wood_pellet_manufacturing',
          name: { fr: 'Fabrication de granules de bois', en: 'Wood pellet manufacturing' },
          naics: ['321999'],
        },
        {
          id: 'biofuel_production',
          name: {
            fr: 'Production de biocarburants (éthanol, biodiesel)',
            en: 'Biofuel production (ethanol, biodiesel)',
          },
          naics: ['325190'],
        },
        {
          id: 'biomethanation_rng',
          name: {
            fr: 'Biométhanisation et production de gaz naturel renouvelable',
            en: 'Anaerobic digestion and renewable natural gas production',
          },
          naics: ['562210'],
        },
        {
          id: 'forest_biomass_harvesting',
          name: {
            fr: 'Récolte et conditionnement de la biomasse forestière',
            en: 'Forest biomass harvesting and processing',
          },
          naics: ['1133'],
        },
      ],
    },
  ],
};

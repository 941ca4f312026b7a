import type { MainSector } from '../sectors';

/**
 * Construction: residential builders, specialty trade contractors, non-residential and heavy
 * civil construction, and the suppliers and professional services of the industry.
 */
export const CONSTRUCTION: MainSector = {
  id: 'construction',
  name: { fr: 'Construction', en: 'Construction' },
  naics: ['23'],
  subSectors: [
    {
      id: 'residential_building',
      name: {
        fr: 'Entrepreneurs en construction de bâtiments résidentiels',
        en: 'Residential building contractors',
      },
      naics: ['2361'],
      activities: [
        {
          id: 'single_family_home_construction',
          name: { fr: 'Construction de maisons unifamiliales', en: 'Single-family home construction' },
          naics: ['236110'],
        },
        {
          id: 'multi_unit_residential_construction',
          name: {
            fr: "Construction d'immeubles résidentiels à logements multiples",
            en: 'Multi-unit residential building construction',
          },
          naics: ['236110'],
        },
        {
          id: 'residential_renovation',
          name: { fr: 'Rénovation résidentielle', en: 'Residential renovation' },
          naics: ['236110'],
        },
        {
          id: 'framing_contractors',
          name: { fr: 'Entrepreneurs en charpenterie (ossature de bois)', en: 'Framing contractors' },
          naics: ['238130'],
        },
        {
          id: 'roofing_contractors',
          name: { fr: 'Couvreurs', en: 'Roofing contractors' },
          naics: ['238160'],
        },
        {
          id: 'drywall_insulation',
          name: { fr: "Pose de cloisons sèches et d'isolant", en: 'Drywall and insulation installation' },
          naics: ['238310'],
        },
        {
          id: 'siding_installation',
          name: { fr: 'Pose de revêtements extérieurs', en: 'Siding installation' },
          naics: ['238170'],
        },
      ],
    },
    {
      id: 'specialty_trade_contractors',
      name: { fr: 'Entrepreneurs spécialisés', en: 'Specialty trade contractors' },
      naics: ['238'],
      activities: [
        {
          id: 'excavation_work',
          name: { fr: "Travaux d'excavation", en: 'Excavation work' },
          naics: ['238910'],
        },
        {
          id: 'demolition_work',
          name: { fr: 'Travaux de démolition', en: 'Demolition work' },
          naics: ['238910'],
        },
        {
          id: 'concrete_formwork',
          name: { fr: 'Coffrage et bétonnage', en: 'Concrete formwork and placing' },
          naics: ['238110'],
        },
        {
          id: 'structural_steel_erection',
          name: {
            fr: "Montage de charpentes d'acier et d'éléments préfabriqués en béton",
            en: 'Structural steel and precast concrete erection',
          },
          naics: ['238120'],
        },
        {
          id: 'masonry_contractors',
          name: { fr: 'Entrepreneurs en maçonnerie', en: 'Masonry contractors' },
          naics: ['238140'],
        },
        {
          id: 'electrical_contractors',
          name: { fr: 'Entrepreneurs électriciens', en: 'Electrical contractors' },
          naics: ['238210'],
        },
        {
          id: 'plumbing_hvac_contractors',
          name: {
            fr: 'Entrepreneurs en plomberie, chauffage et climatisation',
            en: 'Plumbing, heating and air-conditioning contractors',
          },
          naics: ['238220'],
        },
        {
          id: 'elevator_installation',
          name: {
            fr: "Installation d'ascenseurs et d'escaliers mécaniques",
            en: 'Elevator and escalator installation',
          },
          naics: ['238291'],
        },
        {
          id: 'painting_contractors',
          name: { fr: 'Entrepreneurs en peinture', en: 'Painting contractors' },
          naics: ['238320'],
        },
        {
          id: 'asbestos_abatement',
          name: { fr: 'Désamiantage et décontamination', en: 'Asbestos abatement and remediation' },
          naics: ['562910'],
        },
      ],
    },
    {
      id: 'non_residential_civil',
      name: {
        fr: 'Construction non résidentielle et travaux de génie civil',
        en: 'Non-residential and heavy civil construction',
      },
      naics: ['2362', '237'],
      activities: [
        {
          id: 'industrial_building_construction',
          name: { fr: 'Construction de bâtiments industriels', en: 'Industrial building construction' },
          naics: ['236210'],
        },
        {
          id: 'commercial_institutional_construction',
          name: {
            fr: 'Construction de bâtiments commerciaux et institutionnels',
            en: 'Commercial and institutional building construction',
          },
          naics: ['236220'],
        },
        {
          id: 'road_bridge_construction',
          name: {
            fr: 'Construction de routes, de rues et de ponts',
            en: 'Highway, street and bridge construction',
          },
          naics: ['237310'],
        },
        {
          id: 'water_sewer_construction',
          name: {
            fr: "Construction de réseaux d'aqueduc et d'égout",
            en: 'Water and sewer line construction',
          },
          naics: ['237110'],
        },
        {
          id: 'power_line_construction',
          name: {
            fr: 'Construction de lignes électriques et de télécommunication',
            en: 'Power and communication line construction',
          },
          naics: ['237130'],
        },
        {
          id: 'pipeline_construction',
          name: { fr: "Construction d'oléoducs et de gazoducs", en: 'Oil and gas pipeline construction' },
          naics: ['237120'],
        },
        {
          id: 'marine_works',
          name: { fr: 'Travaux maritimes et portuaires', en: 'Marine and harbour construction' },
          naics: ['237990'],
        },
      ],
    },
    {
      id: 'suppliers_professional_services',
      name: {
        fr: 'Fournisseurs et services professionnels de la construction',
        en: 'Construction suppliers and professional services',
      },
      naics: ['4163', '5413', '532410', '327320'],
      activities: [
        {
          id: 'architectural_design',
          name: { fr: 'Conception architecturale de bâtiments', en: 'Architectural building design' },
          naics: ['541310'],
        },
        {
          id: 'construction_site_supervision',
          name: {
            fr: 'Génie-conseil et surveillance de chantier',
            en: 'Consulting engineering and site supervision',
          },
          naics: ['541330'],
        },
        {
          id: 'construction_site_surveying',
          name: { fr: 'Arpentage de chantier', en: 'Construction site surveying' },
          naics: ['541370'],
        },
        {
          id: 'construction_materials_testing',
          name: {
            fr: 'Contrôle qualitatif des matériaux de construction',
            en: 'Construction materials testing',
          },
          naics: ['541380'],
        },
        {
          id: 'building_materials_distribution',
          name: { fr: 'Distribution de matériaux de construction', en: 'Building materials distribution' },
          naics: ['4163'],
        },
        {
          id: 'ready_mix_concrete_plants',
          name: { fr: "Centrales à béton prêt à l'emploi", en: 'Ready-mix concrete plants' },
          naics: ['327320'],
        },
        {
          id: 'construction_equipment_rental',
          name: {
            fr: "Location de machinerie et d'équipement de construction",
            en: 'Construction machinery and equipment rental',
          },
          naics: ['532410'],
        },
      ],
    },
  ],
};

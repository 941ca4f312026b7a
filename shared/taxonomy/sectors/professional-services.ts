import type { MainSector } from '../sectors';

/**
 * Services professionnels / Professional Services: NAICS 54, plus the building and security
 * services of NAICS 5616-5617, whose workers have no other home among the 8 main sectors.
 */
export const PROFESSIONAL_SERVICES: MainSector = {
  id: 'professional_services',
  name: { fr: 'Services professionnels', en: 'Professional Services' },
  naics: ['54', '5616', '5617'],
  subSectors: [
    {
      id: 'architecture_engineering',
      name: {
        fr: "Services d'architecture, de génie et services connexes",
        en: 'Architectural, engineering and related services',
      },
      naics: ['5413'],
      activities: [
        {
          id: 'architecture_firms',
          name: { fr: "Bureaux d'architectes", en: 'Architectural firms' },
          naics: ['541310'],
        },
        {
          id: 'engineering_firms',
          name: { fr: 'Firmes de génie-conseil', en: 'Consulting engineering firms' },
          naics: ['541330'],
        },
        {
          id: 'building_inspection',
          name: { fr: 'Inspection de bâtiments', en: 'Building inspection services' },
          naics: ['541350'],
        },
        {
          id: 'geophysical_surveying',
          name: { fr: 'Levés géophysiques', en: 'Geophysical surveying and mapping' },
          naics: ['541360'],
        },
        {
          id: 'land_surveying',
          name: { fr: 'Arpentage et géomatique', en: 'Land surveying and geomatics' },
          naics: ['541370'],
        },
        {
          id: 'testing_laboratories',
          name: { fr: "Laboratoires d'essais et d'analyses", en: 'Testing and analytical laboratories' },
          naics: ['541380'],
        },
      ],
    },
    {
      id: 'consulting_scientific',
      name: { fr: 'Services-conseils et services scientifiques', en: 'Consulting and scientific services' },
      naics: ['5416', '5417'],
      activities: [
        {
          id: 'ohs_consulting',
          name: {
            fr: 'Services-conseils en santé et sécurité du travail',
            en: 'Occupational health and safety consulting',
          },
          naics: ['541690'],
        },
        {
          id: 'industrial_hygiene',
          name: {
            fr: 'Hygiène du travail (échantillonnage et mesures)',
            en: 'Industrial hygiene sampling and monitoring',
          },
          naics: ['541690', '541380'],
        },
        {
          id: 'environmental_consulting',
          name: {
            fr: 'Services-conseils en environnement (caractérisation de sites)',
            en: 'Environmental consulting (site assessment)',
          },
          naics: ['541620'],
        },
        {
          id: 'research_laboratories',
          name: {
            fr: 'Laboratoires de recherche et développement',
            en: 'Research and development laboratories',
          },
          naics: ['5417'],
        },
        {
          id: 'management_consulting',
          name: { fr: 'Services-conseils en gestion', en: 'Management consulting' },
          naics: ['54161'],
        },
      ],
    },
    {
      id: 'legal_accounting_it',
      name: {
        fr: 'Services juridiques, comptables et informatiques',
        en: 'Legal, accounting and computer services',
      },
      naics: ['5411', '5412', '5414', '5415', '5614'],
      activities: [
        {
          id: 'law_notary_offices',
          name: { fr: "Cabinets d'avocats et études de notaires", en: 'Law and notary offices' },
          naics: ['5411'],
        },
        {
          id: 'accounting_firms',
          name: { fr: 'Cabinets comptables', en: 'Accounting firms' },
          naics: ['5412'],
        },
        {
          id: 'computer_systems_design',
          name: {
            fr: 'Conception de systèmes informatiques et services connexes',
            en: 'Computer systems design and related services',
          },
          naics: ['5415'],
        },
        {
          id: 'specialized_design',
          name: { fr: 'Services de design spécialisés', en: 'Specialized design services' },
          naics: ['5414'],
        },
        {
          id: 'call_centres',
          name: { fr: "Centres d'appels", en: 'Call centres' },
          naics: ['5614'],
        },
      ],
    },
    {
      id: 'building_security_services',
      name: {
        fr: 'Services relatifs aux bâtiments et services de sécurité',
        en: 'Building and security services',
      },
      naics: ['5616', '5617'],
      activities: [
        {
          id: 'janitorial_services',
          name: { fr: "Services de conciergerie et d'entretien ménager", en: 'Janitorial services' },
          naics: ['561722'],
        },
        {
          id: 'window_cleaning',
          name: { fr: 'Lavage de vitres', en: 'Window cleaning' },
          naics: ['561721'],
        },
        {
          id: 'security_guards',
          name: { fr: 'Services de gardiennage et de patrouille', en: 'Security guard and patrol services' },
          naics: ['561612'],
        },
        {
          id: 'pest_control',
          name: { fr: 'Extermination et lutte antiparasitaire', en: 'Exterminating and pest control' },
          naics: ['561710'],
        },
        {
          id: 'landscaping_tree_trimming',
          name: {
            fr: "Services d'aménagement paysager et d'émondage",
            en: 'Landscaping and tree trimming services',
          },
          naics: ['561730'],
        },
      ],
    },
  ],
};

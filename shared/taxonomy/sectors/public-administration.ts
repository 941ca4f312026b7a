import type { MainSector } from '../sectors';

/** Public administration (NAICS 91). */
export const PUBLIC_ADMINISTRATION: MainSector = {
  id: 'public_administration',
  name: { fr: 'Administration publique', en: 'Public administration' },
  naics: ['91'],
  subSectors: [
    {
      id: 'municipal_works',
      name: { fr: 'Travaux publics municipaux', en: 'Municipal public works' },
      naics: ['913'],
      activities: [
        {
          id: 'roadworks_municipal',
          name: { fr: 'Voirie et travaux de chaussée', en: 'Municipal roadworks' },
          naics: ['913910'],
        },
        {
          id: 'water_sewer_networks',
          name: { fr: 'Aqueduc et égouts (réseaux, regards)', en: 'Water and sewer networks' },
          naics: ['913910'],
        },
        {
          id: 'snow_removal_parks',
          name: { fr: 'Déneigement, parcs et espaces verts', en: 'Snow removal, parks and green spaces' },
          naics: ['913910'],
        },
      ],
    },
    {
      id: 'public_services',
      name: { fr: 'Services publics et administration', en: 'Public services and administration' },
      naics: ['911', '912', '913'],
      activities: [
        {
          id: 'public_offices_counters',
          name: {
            fr: 'Bureaux et comptoirs de services aux citoyens',
            en: 'Public offices and service counters',
          },
          naics: ['9139'],
        },
        {
          id: 'firefighting_services',
          name: { fr: 'Services de sécurité incendie', en: 'Fire protection services' },
          naics: ['913140'],
        },
      ],
    },
  ],
};

import type { MainSector } from '../sectors';

/** Educational services (NAICS 61). */
export const EDUCATION: MainSector = {
  id: 'education',
  name: { fr: 'Enseignement', en: 'Educational services' },
  naics: ['61'],
  subSectors: [
    {
      id: 'schools',
      name: { fr: 'Écoles primaires et secondaires', en: 'Elementary and secondary schools' },
      naics: ['6111'],
      activities: [
        {
          id: 'classroom_teaching',
          name: { fr: 'Enseignement en classe', en: 'Classroom teaching' },
          naics: ['611110'],
        },
        {
          id: 'school_maintenance',
          name: { fr: 'Entretien et conciergerie des écoles', en: 'School maintenance and custodial work' },
          naics: ['611110'],
        },
      ],
    },
    {
      id: 'post_secondary',
      name: { fr: 'Cégeps, collèges et universités', en: 'Colleges and universities' },
      naics: ['6112', '6113'],
      activities: [
        {
          id: 'teaching_laboratories',
          name: {
            fr: "Laboratoires d'enseignement et de recherche",
            en: 'Teaching and research laboratories',
          },
          naics: ['611310'],
        },
        {
          id: 'vocational_workshops',
          name: { fr: 'Ateliers de formation professionnelle', en: 'Vocational training workshops' },
          naics: ['611210'],
        },
      ],
    },
  ],
};

import type { MainSector } from '../sectors';

/** Health care and social assistance (NAICS 62). */
export const HEALTH_SOCIAL: MainSector = {
  id: 'health_social',
  name: { fr: 'Santé et services sociaux', en: 'Health care and social assistance' },
  naics: ['62'],
  subSectors: [
    {
      id: 'hospitals_care',
      name: { fr: "Hôpitaux et centres d'hébergement", en: 'Hospitals and residential care' },
      naics: ['622', '623'],
      activities: [
        {
          id: 'hospital_care_units',
          name: { fr: 'Unités de soins hospitaliers', en: 'Hospital care units' },
          naics: ['6221'],
        },
        {
          id: 'long_term_care',
          name: { fr: "Centres d'hébergement de soins de longue durée (CHSLD)", en: 'Long-term care homes' },
          naics: ['6231'],
        },
        {
          id: 'hospital_laundry_cleaning',
          name: {
            fr: 'Hygiène, salubrité et buanderie hospitalières',
            en: 'Hospital environmental services and laundry',
          },
          naics: ['6221'],
        },
      ],
    },
    {
      id: 'community_social',
      name: { fr: 'Soins à domicile et services sociaux', en: 'Home care and social assistance' },
      naics: ['621', '624'],
      activities: [
        {
          id: 'home_care',
          name: { fr: 'Soins et soutien à domicile', en: 'Home health care and support' },
          naics: ['621610'],
        },
        {
          id: 'medical_clinics',
          name: { fr: 'Cliniques médicales et dentaires', en: 'Medical and dental clinics' },
          naics: ['6211', '6212'],
        },
        {
          id: 'childcare_centres',
          name: { fr: 'Centres de la petite enfance et garderies', en: 'Child day-care centres' },
          naics: ['624410'],
        },
      ],
    },
  ],
};

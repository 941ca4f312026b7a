import type { MainSector } from '../sectors';

/** Accommodation and food services (NAICS 72). */
export const FOOD_ACCOMMODATION: MainSector = {
  id: 'food_accommodation',
  name: { fr: 'Hébergement et restauration', en: 'Accommodation and food services' },
  naics: ['72'],
  subSectors: [
    {
      id: 'food_services',
      name: { fr: 'Restauration', en: 'Food services' },
      naics: ['722'],
      activities: [
        {
          id: 'restaurant_kitchens',
          name: { fr: 'Cuisines de restaurants', en: 'Restaurant kitchens' },
          naics: ['7225'],
        },
        {
          id: 'fast_food',
          name: { fr: 'Restauration rapide', en: 'Fast-food restaurants' },
          naics: ['722512'],
        },
        {
          id: 'institutional_catering',
          name: { fr: 'Cafétérias et traiteurs', en: 'Cafeterias and caterers' },
          naics: ['7223'],
        },
      ],
    },
    {
      id: 'accommodation',
      name: { fr: 'Hébergement', en: 'Accommodation' },
      naics: ['721'],
      activities: [
        {
          id: 'hotel_housekeeping',
          name: { fr: 'Entretien ménager hôtelier', en: 'Hotel housekeeping' },
          naics: ['721111'],
        },
        {
          id: 'hotel_front_maintenance',
          name: {
            fr: 'Réception et entretien des bâtiments hôteliers',
            en: 'Hotel front desk and building maintenance',
          },
          naics: ['721111'],
        },
      ],
    },
  ],
};

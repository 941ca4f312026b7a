import type { MainSector } from '../sectors';

/** Retail trade (NAICS 44, 45). */
export const RETAIL: MainSector = {
  id: 'retail',
  name: { fr: 'Commerce de détail', en: 'Retail trade' },
  naics: ['44', '45'],
  subSectors: [
    {
      id: 'food_retail',
      name: { fr: 'Épiceries et supermarchés', en: 'Grocery stores and supermarkets' },
      naics: ['445'],
      activities: [
        {
          id: 'supermarket_floor',
          name: { fr: 'Plancher de vente et caisses', en: 'Sales floor and checkouts' },
          naics: ['445110'],
        },
        {
          id: 'meat_counter',
          name: { fr: 'Boucherie et comptoir des viandes', en: 'Butcher and meat counter' },
          naics: ['445110'],
        },
        {
          id: 'grocery_receiving',
          name: { fr: 'Réception et entreposage des marchandises', en: 'Receiving and stockroom' },
          naics: ['445110'],
        },
      ],
    },
    {
      id: 'general_retail',
      name: { fr: 'Quincailleries et grands magasins', en: 'Hardware and general merchandise stores' },
      naics: ['444', '455'],
      activities: [
        {
          id: 'hardware_lumber_yard',
          name: { fr: 'Quincaillerie et cour à bois', en: 'Hardware store and lumber yard' },
          naics: ['444110'],
        },
        { id: 'big_box_stores', name: { fr: 'Grandes surfaces', en: 'Big-box stores' }, naics: ['455110'] },
      ],
    },
  ],
};

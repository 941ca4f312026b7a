import type { MainSector } from '../sectors';

/** Agriculture (NAICS 11). */
export const AGRICULTURE: MainSector = {
  id: 'agriculture',
  name: { fr: 'Agriculture', en: 'Agriculture' },
  naics: ['11'],
  subSectors: [
    {
      id: 'crop_production',
      name: { fr: 'Culture', en: 'Crop production' },
      naics: ['111'],
      activities: [
        {
          id: 'field_crops_grain',
          name: { fr: 'Grandes cultures et entreposage de grains', en: 'Field crops and grain storage' },
          naics: ['1111'],
        },
        {
          id: 'greenhouses_nurseries',
          name: { fr: 'Serres et pépinières', en: 'Greenhouses and nurseries' },
          naics: ['1114'],
        },
        {
          id: 'fruit_vegetable_farms',
          name: { fr: 'Fermes maraîchères et fruitières', en: 'Fruit and vegetable farms' },
          naics: ['1112', '1113'],
        },
      ],
    },
    {
      id: 'animal_production',
      name: { fr: 'Élevage', en: 'Animal production' },
      naics: ['112'],
      activities: [
        { id: 'dairy_farms', name: { fr: 'Fermes laitières', en: 'Dairy farms' }, naics: ['112120'] },
        {
          id: 'hog_poultry_farms',
          name: { fr: 'Élevages de porcs et de volailles', en: 'Hog and poultry farms' },
          naics: ['1122', '1123'],
        },
      ],
    },
  ],
};

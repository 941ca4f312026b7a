import type { MainSector } from '../sectors';

/** Automobile / Automotive: vehicle and parts manufacturing, repair, dealers and parts distribution. */
export const AUTOMOTIVE: MainSector = {
  id: 'automotive',
  name: { fr: 'Automobile', en: 'Automotive' },
  naics: ['3361', '3362', '3363', '4411', '4413', '4152', '4153', '8111'],
  subSectors: [
    {
      id: 'vehicle_parts_manufacturing',
      name: {
        fr: 'Fabrication de véhicules automobiles et de pièces',
        en: 'Motor vehicle and parts manufacturing',
      },
      naics: ['3361', '3362', '3363'],
      activities: [
        {
          id: 'vehicle_assembly_plants',
          name: { fr: "Usines d'assemblage de véhicules automobiles", en: 'Motor vehicle assembly plants' },
          naics: ['336110'],
        },
        {
          id: 'heavy_truck_bus_manufacturing',
          name: {
            fr: "Fabrication de camions lourds et d'autobus",
            en: 'Heavy-duty truck and bus manufacturing',
          },
          naics: ['336120'],
        },
        {
          id: 'truck_body_trailer_manufacturing',
          name: {
            fr: 'Fabrication de carrosseries de camions et de remorques',
            en: 'Truck body and trailer manufacturing',
          },
          naics: ['3362'],
        },
        {
          id: 'engine_powertrain_parts',
          name: {
            fr: 'Fabrication de moteurs et de pièces de transmission',
            en: 'Engine and power train parts manufacturing',
          },
          naics: ['336310', '336350'],
        },
        {
          id: 'automotive_metal_stamping',
          name: { fr: 'Emboutissage de pièces métalliques pour véhicules', en: 'Automotive metal stamping' },
          naics: ['336370'],
        },
        {
          id: 'seating_interior_trim',
          name: {
            fr: 'Fabrication de sièges et de garnitures intérieures',
            en: 'Seating and interior trim manufacturing',
          },
          naics: ['336360'],
        },
        {
          id: 'automotive_plastic_parts',
          name: {
            fr: 'Moulage de pièces en plastique pour véhicules',
            en: 'Automotive plastic parts moulding',
          },
          naics: ['326193'],
        },
        {
          id: 'ev_battery_assembly',
          name: {
            fr: 'Assemblage de batteries pour véhicules électriques',
            en: 'Electric vehicle battery assembly',
          },
          naics: ['335910'],
        },
      ],
    },
    {
      id: 'automotive_repair',
      name: {
        fr: 'Réparation et entretien de véhicules automobiles',
        en: 'Automotive repair and maintenance',
      },
      naics: ['8111'],
      activities: [
        {
          id: 'general_auto_repair_garages',
          name: { fr: 'Garages de mécanique générale', en: 'General automotive repair garages' },
          naics: ['81111'],
        },
        {
          id: 'auto_body_shops',
          name: { fr: 'Ateliers de carrosserie', en: 'Auto body shops' },
          naics: ['811121'],
        },
        {
          id: 'auto_paint_shops',
          name: { fr: 'Ateliers de peinture automobile', en: 'Automotive paint shops' },
          naics: ['811121'],
        },
        {
          id: 'auto_glass_replacement',
          name: {
            fr: "Remplacement de pare-brise et de vitres d'automobiles",
            en: 'Automotive glass replacement',
          },
          naics: ['811122'],
        },
        {
          id: 'tire_shops',
          name: {
            fr: 'Ateliers de pose et de réparation de pneus',
            en: 'Tire installation and repair shops',
          },
          naics: ['4413', '81119'],
        },
        {
          id: 'heavy_vehicle_repair',
          name: { fr: 'Réparation de véhicules lourds', en: 'Heavy vehicle repair' },
          naics: ['81111'],
        },
        {
          id: 'oil_change_lubrication',
          name: {
            fr: "Centres de vidange d'huile et de lubrification",
            en: 'Oil change and lubrication shops',
          },
          naics: ['81119'],
        },
        {
          id: 'car_washes',
          name: { fr: 'Lave-autos', en: 'Car washes' },
          naics: ['811192'],
        },
      ],
    },
    {
      id: 'dealers_parts_distribution',
      name: {
        fr: 'Concessionnaires et distribution de pièces automobiles',
        en: 'Vehicle dealers and parts distribution',
      },
      naics: ['4411', '4413', '4152', '4153'],
      activities: [
        {
          id: 'new_car_dealers',
          name: { fr: "Concessionnaires d'automobiles neuves", en: 'New car dealers' },
          naics: ['441110'],
        },
        {
          id: 'used_car_dealers',
          name: { fr: "Marchands d'automobiles d'occasion", en: 'Used car dealers' },
          naics: ['441120'],
        },
        {
          id: 'dealership_service_departments',
          name: { fr: 'Ateliers de service des concessionnaires', en: 'Dealership service departments' },
          naics: ['4411'],
        },
        {
          id: 'auto_parts_stores',
          name: {
            fr: "Magasins de pièces et d'accessoires d'automobiles",
            en: 'Automotive parts and accessories stores',
          },
          naics: ['4413'],
        },
        {
          id: 'auto_parts_wholesale',
          name: {
            fr: 'Distribution en gros de pièces automobiles neuves',
            en: 'New automotive parts wholesale distribution',
          },
          naics: ['4152'],
        },
        {
          id: 'auto_recyclers',
          name: { fr: 'Recycleurs de véhicules automobiles', en: 'Automotive recyclers (auto wreckers)' },
          naics: ['4153'],
        },
      ],
    },
  ],
};

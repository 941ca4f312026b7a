import type { MainSector } from '../sectors';

/** Transport et entreposage / Transportation and Warehousing (NAICS 48-49). */
export const TRANSPORTATION_WAREHOUSING: MainSector = {
  id: 'transportation_warehousing',
  name: { fr: 'Transport et entreposage', en: 'Transportation and Warehousing' },
  naics: ['48', '49'],
  subSectors: [
    {
      id: 'trucking_warehousing',
      name: { fr: 'Entreposage et transport par camion', en: 'Trucking and warehousing' },
      naics: ['484', '493'],
      activities: [
        {
          id: 'long_haul_trucking',
          name: {
            fr: 'Transport de marchandises par camion sur longue distance',
            en: 'Long-distance freight trucking',
          },
          naics: ['48412'],
        },
        {
          id: 'local_trucking',
          name: { fr: 'Transport local de marchandises par camion', en: 'Local freight trucking' },
          naics: ['484110'],
        },
        {
          id: 'dangerous_goods_bulk_trucking',
          name: {
            fr: 'Transport de matières dangereuses et de vrac (camions-citernes)',
            en: 'Dangerous goods and bulk trucking (tankers)',
          },
          naics: ['4842'],
        },
        {
          id: 'moving_services',
          name: { fr: 'Déménagement', en: 'Moving services' },
          naics: ['484210'],
        },
        {
          id: 'truck_terminals_cross_docking',
          name: { fr: 'Terminaux de camionnage et transbordement', en: 'Truck terminals and cross-docking' },
          naics: ['4841'],
        },
        {
          id: 'distribution_centres',
          name: { fr: 'Centres de distribution', en: 'Distribution centres' },
          naics: ['493110'],
        },
        {
          id: 'ecommerce_fulfilment_centres',
          name: {
            fr: 'Centres de traitement des commandes en ligne',
            en: 'E-commerce fulfilment centres',
          },
          naics: ['493110'],
        },
        {
          id: 'refrigerated_warehousing',
          name: { fr: 'Entrepôts frigorifiques', en: 'Refrigerated warehousing' },
          naics: ['493120'],
        },
        {
          id: 'grain_elevators',
          name: {
            fr: 'Silos à grains et entreposage de produits agricoles',
            en: 'Grain elevators and farm product warehousing',
          },
          naics: ['493130'],
        },
      ],
    },
    {
      id: 'transit_ground_passenger',
      name: {
        fr: 'Transport en commun et transport terrestre de voyageurs',
        en: 'Transit and ground passenger transportation',
      },
      naics: ['485'],
      activities: [
        {
          id: 'urban_bus_transit',
          name: { fr: 'Transport urbain par autobus', en: 'Urban bus transit' },
          naics: ['485110'],
        },
        {
          id: 'subway_light_rail',
          name: { fr: 'Métro et train léger', en: 'Subway and light rail' },
          naics: ['485110'],
        },
        {
          id: 'school_bus_transportation',
          name: { fr: 'Transport scolaire', en: 'School bus transportation' },
          naics: ['485410'],
        },
        {
          id: 'interurban_coach',
          name: { fr: 'Transport interurbain par autocar', en: 'Interurban and rural coach transportation' },
          naics: ['485210'],
        },
        {
          id: 'taxi_paratransit',
          name: { fr: 'Taxis et transport adapté', en: 'Taxi and paratransit services' },
          naics: ['4853', '4859'],
        },
        {
          id: 'transit_maintenance_garages',
          name: {
            fr: "Garages d'entretien des véhicules de transport en commun",
            en: 'Transit vehicle maintenance garages',
          },
          naics: ['485110'],
        },
      ],
    },
    {
      id: 'rail_air_marine',
      name: { fr: 'Transport ferroviaire, aérien et maritime', en: 'Rail, air and marine transportation' },
      naics: ['481', '482', '483', '488'],
      activities: [
        {
          id: 'rail_freight_yards',
          name: {
            fr: 'Exploitation ferroviaire de marchandises et gares de triage',
            en: 'Rail freight operations and rail yards',
          },
          naics: ['482'],
        },
        {
          id: 'railway_track_maintenance',
          name: { fr: 'Entretien des voies ferrées', en: 'Railway track maintenance' },
          naics: ['482', '488210'],
        },
        {
          id: 'longshoring',
          name: {
            fr: 'Manutention de cargaisons maritimes (débardeurs)',
            en: 'Marine cargo handling (longshoring)',
          },
          naics: ['488320'],
        },
        {
          id: 'port_operations',
          name: { fr: 'Exploitation portuaire', en: 'Port and harbour operations' },
          naics: ['488310'],
        },
        {
          id: 'marine_shipping_ferries',
          name: {
            fr: 'Transport maritime de marchandises et traversiers',
            en: 'Marine freight shipping and ferries',
          },
          naics: ['483'],
        },
        {
          id: 'air_transportation',
          name: {
            fr: 'Transport aérien de passagers et de fret',
            en: 'Passenger and cargo air transportation',
          },
          naics: ['481'],
        },
        {
          id: 'airport_ground_handling',
          name: {
            fr: 'Services aéroportuaires au sol et manutention des bagages',
            en: 'Airport ground handling and baggage services',
          },
          naics: ['488119', '488190'],
        },
        {
          id: 'aircraft_maintenance',
          name: { fr: "Entretien d'aéronefs", en: 'Aircraft maintenance' },
          naics: ['488190'],
        },
      ],
    },
    {
      id: 'postal_courier',
      name: {
        fr: 'Services postaux, messageries et livraison',
        en: 'Postal, courier and delivery services',
      },
      naics: ['491', '492'],
      activities: [
        {
          id: 'mail_processing',
          name: { fr: 'Tri et traitement du courrier', en: 'Mail sorting and processing' },
          naics: ['491110'],
        },
        {
          id: 'letter_carriers',
          name: { fr: 'Facteurs et livraison du courrier', en: 'Letter carriers and mail delivery' },
          naics: ['491110'],
        },
        {
          id: 'parcel_sorting_hubs',
          name: { fr: 'Centres de tri de colis', en: 'Parcel sorting hubs' },
          naics: ['492110'],
        },
        {
          id: 'last_mile_delivery',
          name: { fr: 'Livraison de colis (dernier kilomètre)', en: 'Last-mile parcel delivery' },
          naics: ['492110', '492210'],
        },
        {
          id: 'bicycle_couriers',
          name: { fr: 'Messagers à vélo et livraison locale', en: 'Bicycle couriers and local delivery' },
          naics: ['492210'],
        },
      ],
    },
  ],
};

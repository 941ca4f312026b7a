import type { Hazard } from '../types';
import { ctl, generalFor, kw, others, t } from './citations';
import { MOBILE } from './rows-safety';

const OTHERS_MOBILE = others(
  t('Équipement mobile et manutention motorisée', 'Mobile equipment and powered handling'),
  'both',
);

export const MOBILE_EQUIPMENT_HAZARDS: Hazard[] = [
  {
    id: 'forklift-pedestrian',
    family: 'mobile_equipment',
    name: t('Interaction chariot élévateur – piétons', 'Forklift–pedestrian interaction'),
    description: t(
      "Piétons circulant dans les mêmes allées que les chariots élévateurs : heurt ou écrasement dans un angle mort, à une intersection ou lors d'une marche arrière; renversement du chariot.",
      'Pedestrians sharing aisles with forklifts: struck or crushed in a blind spot, at an intersection or when reversing; forklift tip-over.',
    ),
    keywords: kw(
      'chariot élévateur, cariste, piéton, allée de circulation, angle mort, intersection, transpalette électrique, gerbeur, feu bleu, klaxon, marquage au sol, vitesse excessive, allée piétonne',
      'forklift, lift truck, forklift operator, pedestrian, traffic aisle, blind spot, blind corner, intersection, electric pallet jack, stacker, blue spot light, horn, floor marking, speeding, pedestrian walkway',
    ),
    likelihood: 3,
    severity: 5,
    controls: [
      ctl(
        'elimination',
        'Séparer physiquement la circulation piétonne de celle des chariots : allées piétonnes protégées par des glissières, passages et portes distincts, aménagement supprimant les croisements.',
        'Physically separate pedestrians from forklifts: walkways protected by barriers, separate crossings and doors, a layout that removes crossing points.',
      ),
      ctl(
        'engineering',
        'Miroirs convexes aux intersections et angles morts, détection de piétons ou de proximité, projecteurs de signalisation au sol et avertisseurs sur les chariots, limitation électronique de la vitesse.',
        'Convex mirrors at intersections and blind spots, pedestrian or proximity detection, floor warning lights and horns on trucks, electronic speed limiting.',
      ),
      ctl(
        'administrative',
        'Former et évaluer les caristes; plan de circulation avec marquage au sol, limites de vitesse et règles de priorité; interdire la présence de piétons dans les allées pendant les opérations; inspection du chariot avant chaque quart.',
        'Train and evaluate operators; traffic plan with floor marking, speed limits and right-of-way rules; keep pedestrians out of aisles during operations; pre-shift forklift inspection.',
      ),
      ctl(
        'ppe',
        'Vêtements à haute visibilité pour les piétons dans les zones de circulation; chaussures de sécurité.',
        'High-visibility clothing for pedestrians in traffic areas; safety footwear.',
      ),
    ],
    citations: [
      MOBILE.qcTraining,
      MOBILE.qc,
      MOBILE.on,
      MOBILE.bc,
      MOBILE.ab,
      MOBILE.federal,
      ...OTHERS_MOBILE,
      MOBILE.us,
    ],
    sectors: ['transportation_warehousing', 'manufacturing', 'professional_services', 'automotive'],
  },
  {
    id: 'vehicle-reversing',
    family: 'mobile_equipment',
    name: t('Véhicules et engins en marche arrière', 'Reversing vehicles and equipment'),
    description: t(
      'Camions, engins de chantier et véhicules de service reculant dans une zone où circulent des piétons, avec un champ de vision arrière limité : personne heurtée ou écrasée.',
      'Trucks, construction equipment and service vehicles reversing where people walk, with limited rear visibility: person struck or run over.',
    ),
    keywords: kw(
      'marche arrière, recul, avertisseur de recul, angle mort, camion, camion à benne, signaleur, caméra de recul, chantier, cour de camions, manœuvre de recul, engin de chantier',
      'reversing, backing up, back-up alarm, blind spot, truck, dump truck, signaller, spotter, backup camera, truck yard, reversing manoeuvre, heavy equipment',
    ),
    likelihood: 3,
    severity: 5,
    controls: [
      ctl(
        'elimination',
        'Organiser le site et les circuits de circulation à sens unique ou en boucle pour supprimer les manœuvres de recul.',
        'Lay out the site and traffic routes one-way or as loops to remove reversing manoeuvres.',
      ),
      ctl(
        'engineering',
        "Équiper les véhicules de caméras de recul, de détecteurs d'obstacles et d'avertisseurs de recul (de préférence à large bande); miroirs.",
        'Fit vehicles with backup cameras, obstacle detection and back-up alarms (preferably broadband); mirrors.',
      ),
      ctl(
        'administrative',
        "Signaleur formé, visible et en contact avec le conducteur pour tout recul dans un secteur où circulent des piétons; délimiter les zones de manœuvre et en interdire l'accès aux piétons.",
        'Trained signaller, visible to and in contact with the driver for any reversing where people walk; mark off manoeuvring areas and keep pedestrians out.',
      ),
      ctl(
        'ppe',
        'Vêtements à haute visibilité pour toute personne à pied dans les zones de circulation.',
        'High-visibility clothing for everyone on foot in traffic areas.',
      ),
    ],
    citations: [
      MOBILE.qc,
      ...generalFor(
        ['QC', 'ON'],
        t('Circulation des véhicules sur les chantiers', 'Vehicle traffic on construction sites'),
        'construction',
      ),
      MOBILE.on,
      MOBILE.bc,
      MOBILE.ab,
      MOBILE.federal,
      ...OTHERS_MOBILE,
    ],
    sectors: [
      'construction',
      'transportation_warehousing',
      'mining_metals',
      'renewable_energy',
      'professional_services',
    ],
  },
  {
    id: 'loading-dock',
    family: 'mobile_equipment',
    name: t(
      'Quai de chargement : départ inopiné ou glissement de la remorque',
      'Loading dock: trailer creep or early departure',
    ),
    description: t(
      "Camion qui quitte le quai ou remorque qui glisse pendant qu'un chariot élévateur y circule; chariot qui tombe du quai; bordure de quai non protégée; remorque dételée qui bascule.",
      'Truck pulling away or trailer creeping while a forklift is inside; forklift falling off the dock; unprotected dock edge; uncoupled trailer tipping.',
    ),
    keywords: kw(
      'quai de chargement, quai, remorque, niveleur de quai, cale de roue, dispositif de retenue de camion, porte de quai, bordure de quai, départ inopiné, glissement de remorque, chandelle de remorque, feu de quai',
      'loading dock, dock, trailer, dock leveler, wheel chock, vehicle restraint, dock door, dock edge, premature departure, trailer creep, trailer jack stand, dock light',
    ),
    likelihood: 2,
    severity: 5,
    controls: [
      ctl(
        'engineering',
        'Dispositifs de retenue de camion accrochés à la barre anti-encastrement, reliés à des feux de signalisation intérieurs et extérieurs; à défaut, cales de roue; niveleurs de quai adaptés; barrière de quai lorsque la porte est ouverte sans camion.',
        'Vehicle restraints hooking the rear impact guard, interlocked with inside and outside signal lights; otherwise wheel chocks; suitable dock levelers; dock barrier when the door is open with no truck.',
      ),
      ctl(
        'engineering',
        "Chandelles sous l'avant des semi-remorques dételées.",
        'Jack stands under the nose of uncoupled semi-trailers.',
      ),
      ctl(
        'administrative',
        'Procédure de quai : véhicule immobilisé et clés remises avant le chargement; vérification du plancher de la remorque; éclairage intérieur de la remorque; bordure de quai marquée.',
        'Dock procedure: vehicle secured and keys handed in before loading; check the trailer floor; light inside the trailer; dock edge marked.',
      ),
    ],
    citations: [MOBILE.qc, MOBILE.on, MOBILE.bc, MOBILE.ab, MOBILE.federal, ...OTHERS_MOBILE, MOBILE.us],
    sectors: ['transportation_warehousing', 'professional_services', 'manufacturing'],
  },
];

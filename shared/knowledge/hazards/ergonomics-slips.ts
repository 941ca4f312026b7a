import type { Hazard } from '../types';
import { ctl, generalFor, kw, others, t } from './citations';
import { ERGONOMICS, HOUSEKEEPING } from './rows-health';

const ERGONOMICS_OTHERS = others(
  t('Ergonomie et troubles musculosquelettiques', 'Ergonomics and musculoskeletal disorders'),
);
const MANUAL_HANDLING_CITATIONS = [
  ERGONOMICS.qc,
  ERGONOMICS.on,
  ERGONOMICS.bc,
  ERGONOMICS.ab,
  ERGONOMICS.federalProgram,
  ERGONOMICS.federalManual,
  ...ERGONOMICS_OTHERS,
  ERGONOMICS.gb,
  ERGONOMICS.br,
];
/** Repetitive work and postures: the QC and AB rows name handling provisions, so the general regulation is cited. */
const MSD_CITATIONS = [
  ...generalFor(
    ['QC', 'AB'],
    t('Prévention des troubles musculosquelettiques', 'Prevention of musculoskeletal disorders'),
  ),
  ERGONOMICS.on,
  ERGONOMICS.bc,
  ERGONOMICS.federalProgram,
  ...ERGONOMICS_OTHERS,
  ERGONOMICS.br,
];
const HOUSEKEEPING_CITATIONS = [
  HOUSEKEEPING.qc,
  HOUSEKEEPING.on,
  HOUSEKEEPING.bc,
  HOUSEKEEPING.ab,
  HOUSEKEEPING.federal,
  ...others(t('Planchers, allées et entretien des lieux', 'Floors, aisles and housekeeping'), 'both'),
];

export const ERGONOMICS_AND_SLIP_HAZARDS: Hazard[] = [
  {
    id: 'manual-handling',
    family: 'ergonomics',
    name: t('Manutention manuelle de charges', 'Manual handling of loads'),
    description: t(
      'Soulever, porter, pousser ou tirer des charges lourdes, encombrantes ou loin du corps, y compris le déplacement de personnes en milieu de soins : lombalgies et troubles musculosquelettiques.',
      'Lifting, carrying, pushing or pulling heavy, bulky loads or loads held away from the body, including moving patients in care settings: back injuries and musculoskeletal disorders.',
    ),
    keywords: kw(
      'manutention, manipulation de charges, charge kg, soulever, levage manuel, charge lourde, boîte lourde, pousser, tirer, transport de charges, palette, mal de dos, effort excessif, transfert de patient, sac lourd',
      'manual handling, handling loads, lifting, heavy load, heavy box, pushing, pulling, carrying, pallet, back injury, overexertion, patient transfer, heavy bag',
    ),
    likelihood: 4,
    severity: 3,
    controls: [
      ctl(
        'elimination',
        'Supprimer la manutention manuelle par la mécanisation : convoyeurs, transpalettes électriques, palans, manipulateurs, lève-personnes en milieu de soins.',
        'Remove manual handling by mechanization: conveyors, powered pallet jacks, hoists, manipulators, patient lifts in care settings.',
      ),
      ctl(
        'engineering',
        'Aménager les postes pour saisir les charges entre la hauteur des genoux et des épaules (tables élévatrices, basculeurs de palettes); fournir des chariots adaptés.',
        'Lay out workstations so loads are picked between knee and shoulder height (lift tables, pallet tilters); provide suitable carts.',
      ),
      ctl(
        'administrative',
        'Réduire le poids et la taille des charges (contenants plus petits), manutention à deux pour les charges lourdes, répartition des tâches; formation aux principes de manutention et, en milieu de soins, aux principes de déplacement sécuritaire des bénéficiaires (PDSB).',
        'Reduce load weight and size (smaller containers), two-person lifts for heavy loads, task sharing; training in handling principles and, in care settings, in safe patient handling.',
      ),
      ctl(
        'ppe',
        'Gants de manutention adaptés à la prise et chaussures de sécurité.',
        'Handling gloves suited to the grip and safety footwear.',
      ),
    ],
    citations: MANUAL_HANDLING_CITATIONS,
    sectors: ['transportation_warehousing', 'professional_services', 'construction', 'manufacturing'],
  },
  {
    id: 'repetitive-work',
    family: 'ergonomics',
    name: t('Travail répétitif', 'Repetitive work'),
    description: t(
      'Gestes répétés à cadence élevée, souvent avec effort ou posture contraignante des mains et des poignets (assemblage, emballage, découpe, saisie) : tendinites, syndrome du canal carpien et autres troubles musculosquelettiques.',
      'Movements repeated at a fast pace, often with force or awkward hand and wrist postures (assembly, packing, cutting, data entry): tendinitis, carpal tunnel syndrome and other musculoskeletal disorders.',
    ),
    keywords: kw(
      "travail répétitif, geste répétitif, mouvement répétitif, cadence, chaîne de montage, tendinite, canal carpien, poste d'emballage, caisse, saisie de données, découpe de viande, tms",
      'repetitive work, repetitive motion, work pace, assembly line, tendinitis, carpal tunnel, packing station, cashier, data entry, meat cutting, msd, repetitive strain injury',
    ),
    likelihood: 4,
    severity: 3,
    controls: [
      ctl(
        'elimination',
        'Automatiser ou mécaniser les tâches les plus répétitives (visseuses automatiques, distributeurs, emballage automatisé).',
        'Automate or mechanize the most repetitive tasks (automatic screwdrivers, dispensers, automated packing).',
      ),
      ctl(
        'engineering',
        'Concevoir les postes pour réduire force et répétition : outils à poignée adaptée, outils suspendus à un équilibreur, gabarits de maintien, hauteur de travail réglable.',
        'Design workstations to reduce force and repetition: tools with suitable handles, tools hung from balancers, holding jigs, adjustable work height.',
      ),
      ctl(
        'administrative',
        "Rotation entre des tâches sollicitant des groupes musculaires différents, micropauses, cadence ajustée et période d'apprentissage pour les nouveaux; déclaration précoce des symptômes et analyse ergonomique des postes.",
        'Rotation between tasks using different muscle groups, micro-breaks, adjusted pace and a break-in period for new workers; early symptom reporting and ergonomic analysis of workstations.',
      ),
    ],
    citations: MSD_CITATIONS,
    sectors: ['manufacturing', 'professional_services'],
  },
  {
    id: 'awkward-posture',
    family: 'ergonomics',
    name: t('Postures contraignantes', 'Awkward postures'),
    description: t(
      'Travail penché, en torsion, à genoux, accroupi ou les bras au-dessus des épaules, ou posture statique prolongée (poste informatique mal réglé) : douleurs dorsales, cervicales et aux épaules.',
      'Working bent, twisted, kneeling, squatting or with arms above the shoulders, or in prolonged static postures (poorly adjusted computer workstation): back, neck and shoulder pain.',
    ),
    keywords: kw(
      'posture contraignante, travail penché, bras au-dessus des épaules, torsion du tronc, à genoux, accroupi, poste mal aménagé, poste informatique, posture statique, flexion du dos, hauteur de travail',
      'awkward posture, bending, overhead work, trunk twisting, kneeling, squatting, poorly designed workstation, computer workstation, static posture, back flexion, work height',
    ),
    likelihood: 3,
    severity: 3,
    controls: [
      ctl(
        'engineering',
        'Réaménager le poste : plan de travail réglable en hauteur, positionneurs amenant la pièce à hauteur du coude, bras articulés, poste informatique réglable (écran, siège, clavier).',
        'Redesign the workstation: height-adjustable work surface, positioners bringing the part to elbow height, articulated arms, adjustable computer workstation (screen, chair, keyboard).',
      ),
      ctl(
        'engineering',
        'Fournir des outils à rallonge ou à manche coudé pour éviter le travail bras levés ou à genoux.',
        'Provide extended or angled tools to avoid working with raised arms or kneeling.',
      ),
      ctl(
        'administrative',
        'Alterner les postures (assis-debout) et les tâches, pauses actives, formation au réglage du poste; analyse ergonomique des postes problématiques.',
        'Alternate postures (sit-stand) and tasks, active breaks, training in workstation adjustment; ergonomic analysis of problem workstations.',
      ),
      ctl(
        'ppe',
        'Genouillères pour les travaux au sol inévitables.',
        'Knee pads for unavoidable floor-level work.',
      ),
    ],
    citations: MSD_CITATIONS,
    sectors: ['construction', 'professional_services', 'manufacturing', 'automotive'],
  },
  {
    id: 'wet-floor-slip',
    family: 'slips_trips',
    name: t('Plancher mouillé ou glissant', 'Wet or slippery floor'),
    description: t(
      'Glissade sur un plancher mouillé, gras ou glacé (déversements, nettoyage, entrées en hiver, cuisines) : chute de plain-pied avec entorses ou fractures.',
      'Slipping on a wet, greasy or icy floor (spills, cleaning, entrances in winter, kitchens): same-level fall with sprains or fractures.',
    ),
    keywords: kw(
      'plancher mouillé, plancher glissant, déversement, flaque, huile au sol, glissade, glace, verglas, plancher gras, cuisine, attention plancher glissant, entrée mouillée',
      'wet floor, slippery floor, spill, puddle, oil on floor, slip, ice, black ice, greasy floor, kitchen, caution wet floor, wet entrance',
    ),
    likelihood: 4,
    severity: 2,
    controls: [
      ctl(
        'elimination',
        'Supprimer les sources de liquides au sol : réparer les fuites, capter les égouttures à la source (bacs, gouttières), prévoir des drains.',
        'Remove sources of liquid on the floor: fix leaks, catch drips at the source (trays, gutters), provide drains.',
      ),
      ctl(
        'engineering',
        'Revêtements de sol antidérapants adaptés aux contaminants présents; tapis absorbants aux entrées; déglaçage et abrasifs aux accès extérieurs.',
        'Slip-resistant flooring suited to the contaminants present; absorbent mats at entrances; de-icing and grit at outdoor access points.',
      ),
      ctl(
        'administrative',
        "Nettoyer les déversements immédiatement (trousses accessibles), signaler les zones mouillées par des panneaux, programme de déneigement et de déglaçage, lavage en dehors des périodes d'achalandage.",
        'Clean spills at once (kits at hand), mark wet areas with signs, snow and ice removal program, floor washing outside busy periods.',
      ),
      ctl(
        'ppe',
        'Chaussures à semelle antidérapante adaptée au milieu; crampons pour les déplacements sur la glace.',
        'Footwear with slip-resistant soles suited to the setting; ice cleats outdoors.',
      ),
    ],
    citations: HOUSEKEEPING_CITATIONS,
    sectors: ['professional_services', 'manufacturing'],
  },
  {
    id: 'cluttered-aisle-trip',
    family: 'slips_trips',
    name: t('Allées encombrées et obstacles au sol', 'Cluttered aisles and tripping hazards'),
    description: t(
      'Matériaux, rebuts, câbles ou rallonges au sol, planchers endommagés ou dénivellations non signalées, éclairage insuffisant : trébuchement et chute; issues et allées obstruées.',
      'Materials, scrap, cables or cords on the floor, damaged or uneven floors, poor lighting: trips and falls; blocked exits and aisles.',
    ),
    keywords: kw(
      'allée encombrée, encombrement, obstacle au sol, trébuchement, câble au sol, rallonge au sol, désordre, matériaux au sol, plancher endommagé, dénivellation, issue obstruée, éclairage insuffisant',
      'cluttered aisle, clutter, tripping hazard, obstruction, cable across floor, cord on floor, poor housekeeping, material on floor, damaged floor, uneven floor, blocked exit, poor lighting',
    ),
    likelihood: 4,
    severity: 2,
    controls: [
      ctl(
        'engineering',
        "Réparer les planchers (trous, dénivellations), faire passer les câbles au plafond ou sous passe-câbles, améliorer l'éclairage des allées et escaliers, prévoir des rangements près des postes.",
        'Repair floors (holes, uneven spots), route cables overhead or under cable covers, improve lighting of aisles and stairs, provide storage near workstations.',
      ),
      ctl(
        'administrative',
        "Programme d'ordre et de propreté (p. ex. 5S) avec inspections régulières; marquage au sol des allées et des zones d'entreposage; évacuation des rebuts à chaque quart; issues toujours dégagées.",
        'Housekeeping program (e.g. 5S) with regular inspections; floor marking of aisles and storage areas; scrap removed every shift; exits always clear.',
      ),
      ctl('ppe', 'Chaussures de sécurité fermées.', 'Closed safety footwear.'),
    ],
    citations: HOUSEKEEPING_CITATIONS,
    sectors: ['manufacturing', 'transportation_warehousing', 'professional_services', 'construction'],
  },
];

import type { Hazard } from '../types';
import { I, ctl, kw, others, t, unconfirmed } from './citations';
import { ELECTRICAL, LOCKOUT } from './rows-safety';

const OTHERS_ELECTRICAL = others(t('Sécurité électrique', 'Electrical safety'), 'both');

export const ELECTRICAL_HAZARDS: Hazard[] = [
  {
    id: 'live-electrical-parts',
    family: 'electrical',
    name: t('Contact avec des pièces sous tension ou arc électrique', 'Contact with live parts or arc flash'),
    description: t(
      'Intervention dans un panneau, une armoire de commande, un poste ou un équipement haute tension sous tension : électrisation, électrocution, brûlures par arc électrique.',
      'Work inside an energized panel, control cabinet, substation or high-voltage equipment: electric shock, electrocution, arc-flash burns.',
    ),
    keywords: kw(
      'haute tension, danger haute tension, sous tension, arc électrique, électrocution, électrisation, choc électrique, poste électrique, transformateur, appareillage de commutation, armoire électrique, travail sous tension, 600 v',
      'high voltage, danger high voltage, live, energized, arc flash, electrocution, electric shock, substation, transformer, switchgear, electrical cabinet, live work, 600 v',
    ),
    likelihood: 2,
    severity: 5,
    controls: [
      ctl(
        'elimination',
        "Mettre hors tension et cadenasser avant toute intervention; n'autoriser le travail sous tension que s'il est justifié (impossibilité technique) et encadré par un permis de travail électrique.",
        'De-energize and lock out before any work; allow energized work only where justified (technically infeasible otherwise) and under an electrical work permit.',
      ),
      ctl(
        'engineering',
        "Maintenir les enceintes fermées et verrouillées, installer des écrans isolants, réserver l'accès aux salles électriques et postes; réaliser une étude d'arc électrique et étiqueter les équipements (CSA Z462).",
        'Keep enclosures closed and locked, fit insulating barriers, restrict access to electrical rooms and substations; carry out an arc-flash study and label equipment (CSA Z462).',
      ),
      ctl(
        'administrative',
        "Réserver les interventions aux personnes qualifiées; respecter les limites d'approche; vérifier l'absence de tension avec un appareil vérifié avant et après usage.",
        'Restrict work to qualified persons; respect approach boundaries; test for absence of voltage with a tester verified before and after use.',
      ),
      ctl(
        'ppe',
        "Pour un travail sous tension justifié : gants isolants de classe appropriée, outils isolés, vêtements et écran facial résistants à l'arc de la catégorie déterminée par l'étude.",
        'For justified energized work: insulating gloves of the right class, insulated tools, arc-rated clothing and face shield of the category set by the study.',
      ),
    ],
    citations: [
      ELECTRICAL.qc,
      ELECTRICAL.cstc,
      ELECTRICAL.on,
      ELECTRICAL.bc,
      ELECTRICAL.ab,
      ELECTRICAL.federal,
      LOCKOUT.federalElectrical,
      ...OTHERS_ELECTRICAL,
      ELECTRICAL.br,
    ],
    sectors: ['mining_metals', 'renewable_energy', 'manufacturing', 'construction'],
  },
  {
    id: 'overhead-power-lines',
    family: 'electrical',
    name: t('Travaux à proximité de lignes électriques aériennes', 'Work near overhead power lines'),
    description: t(
      "Flèche de grue, benne basculante, nacelle, échelle ou tuyau de pompe à béton qui touche une ligne aérienne ou s'en approche au point de provoquer un arc : électrocution de l'opérateur ou des personnes au sol.",
      'Crane boom, dump box, aerial lift, ladder or concrete pump boom touching an overhead line or coming close enough to arc: electrocution of the operator or people on the ground.',
    ),
    keywords: kw(
      "ligne électrique, ligne aérienne, ligne à haute tension, fil électrique aérien, poteau électrique, distance d'approche, grue près d'une ligne, benne basculante, flèche, nacelle, hydro-québec",
      'power line, overhead power line, high voltage line, overhead wire, utility pole, limit of approach, crane near power line, dump truck, boom, aerial lift, hydro line',
    ),
    likelihood: 2,
    severity: 5,
    controls: [
      ctl(
        'elimination',
        "Faire mettre la ligne hors tension ou la faire déplacer par le distributeur d'électricité (au Québec, Hydro-Québec) avant les travaux.",
        'Have the line de-energized or relocated by the electrical utility before the work.',
      ),
      ctl(
        'engineering',
        "Si la ligne reste sous tension : faire poser des protecteurs isolants par le distributeur; installer des limiteurs d'amplitude ou de hauteur sur les engins, des barrières physiques et des portiques de hauteur aux accès.",
        'If the line stays energized: have the utility install insulating covers; fit range or height limiters on machines, physical barriers and height gauges at access points.',
      ),
      ctl(
        'administrative',
        "Repérer les lignes dès la planification; respecter les distances minimales d'approche selon la tension; signaleur dédié pour tout engin à flèche; procédure en cas de contact (rester dans la cabine, éloigner les personnes).",
        'Identify lines at the planning stage; keep the minimum approach distances for the voltage; dedicated signaller for any boom equipment; contact procedure (stay in the cab, keep people away).',
      ),
    ],
    citations: [
      ELECTRICAL.qc,
      ELECTRICAL.cstcLines,
      unconfirmed('ON', I.ON_213, t('Travaux à proximité de lignes aériennes', 'Work near overhead lines')),
      ELECTRICAL.bc,
      ELECTRICAL.ab,
      ELECTRICAL.federal,
      ...OTHERS_ELECTRICAL,
      ELECTRICAL.br,
    ],
    sectors: [
      'construction',
      'forestry_sawmills',
      'mining_metals',
      'renewable_energy',
      'professional_services',
    ],
  },
  {
    id: 'damaged-cords-panels',
    family: 'electrical',
    name: t(
      'Cordons, rallonges ou panneaux électriques endommagés',
      'Damaged cords, extension cords or electrical panels',
    ),
    description: t(
      'Rallonges et cordons endommagés, fiches sans broche de mise à la terre, boîtes de jonction ou panneaux ouverts, dégagement insuffisant devant les panneaux : choc électrique, incendie.',
      'Damaged extension and power cords, plugs missing the ground pin, open junction boxes or panels, blocked clearance in front of panels: electric shock, fire.',
    ),
    keywords: kw(
      "rallonge, cordon endommagé, fil dénudé, fiche sans mise à la terre, panneau électrique, panneau ouvert, boîte de jonction ouverte, disjoncteur de fuite à la terre, prise électrique, dégagement devant le panneau, barre d'alimentation, câble écrasé",
      'extension cord, damaged cord, exposed wire, missing ground pin, electrical panel, open panel, open junction box, gfci, ground fault, receptacle, panel clearance, power bar, crushed cable',
    ),
    likelihood: 3,
    severity: 4,
    controls: [
      ctl(
        'elimination',
        'Remplacer les rallonges utilisées en permanence par des prises fixes installées par un électricien qualifié.',
        'Replace extension cords used as permanent wiring with fixed receptacles installed by a qualified electrician.',
      ),
      ctl(
        'engineering',
        'Protéger les circuits des outils portatifs, des chantiers et des zones humides par des disjoncteurs de fuite à la terre; fermer les panneaux et boîtes de jonction et obturer les ouvertures inutilisées.',
        'Protect circuits for portable tools, construction sites and wet areas with ground-fault circuit interrupters; close panels and junction boxes and blank off unused openings.',
      ),
      ctl(
        'administrative',
        "Inspecter cordons et outils avant usage; retirer du service tout cordon endommagé (pas de réparation au ruban); maintenir un dégagement d'au moins 1 m devant les panneaux et identifier les circuits.",
        'Inspect cords and tools before use; remove any damaged cord from service (no tape repairs); keep at least 1 m clear in front of panels and label circuits.',
      ),
    ],
    citations: [
      ELECTRICAL.qc,
      ELECTRICAL.cstc,
      ELECTRICAL.on,
      ELECTRICAL.bc,
      ELECTRICAL.ab,
      ELECTRICAL.federal,
      ...OTHERS_ELECTRICAL,
      ELECTRICAL.br,
    ],
    sectors: [],
  },
];

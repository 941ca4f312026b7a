import type { Hazard } from '../types';
import { ctl, kw, others, t } from './citations';
import { GUARDING, LOCKOUT } from './rows-safety';

const GUARDING_CITATIONS = [
  GUARDING.qc,
  GUARDING.on,
  GUARDING.bc,
  GUARDING.ab,
  GUARDING.federal,
  ...others(t('Protection des machines', 'Machine guarding')),
  GUARDING.us,
  GUARDING.gb,
  GUARDING.mx,
  GUARDING.br,
];

export const MACHINERY_AND_ENERGY_HAZARDS: Hazard[] = [
  {
    id: 'unguarded-conveyor',
    family: 'machinery',
    name: t(
      'Convoyeur sans protecteur (angles rentrants, points de coincement)',
      'Unguarded conveyor (nip points)',
    ),
    description: t(
      "Accès aux angles rentrants entre la courroie et les tambours ou rouleaux, aux pignons et aux chaînes d'un convoyeur, surtout lors du nettoyage, du déblocage ou de l'entretien en marche : happement, écrasement, amputation, décès.",
      'Access to the in-running nips between belt and pulleys or rollers, sprockets and chains of a conveyor, especially during cleaning, jam clearing or maintenance while running: drawing-in, crushing, amputation, death.',
    ),
    keywords: kw(
      "convoyeur, convoyeur à courroie, convoyeur à rouleaux, convoyeur à vis, tambour de convoyeur, angle rentrant, point de coincement, courroie, pignon, bourrage, déblocage, cordon d'arrêt d'urgence, protecteur manquant",
      'conveyor, belt conveyor, roller conveyor, screw conveyor, conveyor pulley, nip point, in-running nip, pinch point, belt, sprocket, jam clearing, pull cord, missing guard',
    ),
    likelihood: 3,
    severity: 5,
    controls: [
      ctl(
        'elimination',
        'Concevoir ou modifier le convoyeur pour supprimer le nettoyage et le déblocage manuels près des angles rentrants (racleurs et nettoyeurs de courroie automatiques, goulottes anti-bourrage).',
        'Design or modify the conveyor to remove manual cleaning and jam clearing near nip points (automatic belt scrapers and cleaners, anti-jam chutes).',
      ),
      ctl(
        'engineering',
        "Installer des protecteurs fixes (démontables seulement à l'aide d'un outil) ou des protecteurs mobiles interverrouillés couvrant les angles rentrants des tambours, rouleaux de retour, pignons et chaînes, avec des ouvertures respectant les distances de sécurité (CSA Z432, ISO 13857).",
        'Install fixed guards (removable only with a tool) or interlocked movable guards over the nips at pulleys, return rollers, sprockets and chains, with openings that respect safety distances (CSA Z432, ISO 13857).',
      ),
      ctl(
        'engineering',
        "Installer un cordon d'arrêt d'urgence sur toute la longueur accessible et des arrêts d'urgence aux postes de travail; avertisseur de démarrage.",
        'Fit an emergency pull cord along the whole accessible length and emergency stops at workstations; start-up warning.',
      ),
      ctl(
        'administrative',
        'Appliquer le cadenassage avant tout nettoyage, déblocage ou entretien; interdire toute intervention sur un convoyeur en marche; vérifier les protecteurs à chaque quart; vêtements ajustés, cheveux attachés, pas de bijoux.',
        'Lock out before any cleaning, jam clearing or maintenance; forbid work on a running conveyor; check guards every shift; close-fitting clothes, hair tied back, no jewellery.',
      ),
    ],
    citations: [...GUARDING_CITATIONS, LOCKOUT.qc],
    sectors: [
      'manufacturing',
      'transportation_warehousing',
      'mining_metals',
      'renewable_energy',
      'forestry_sawmills',
    ],
  },
  {
    id: 'rotating-shaft-entanglement',
    family: 'machinery',
    name: t(
      'Arbres et pièces en rotation accessibles (happement)',
      'Exposed rotating shafts and parts (entanglement)',
    ),
    description: t(
      'Arbres de transmission, accouplements, poulies, courroies, engrenages, mandrins ou arbres de prise de force non protégés : happement des vêtements, des cheveux ou des gants, pouvant être mortel.',
      'Unguarded drive shafts, couplings, pulleys, belts, gears, chucks or power take-off shafts: clothing, hair or gloves caught and wound in, which can be fatal.',
    ),
    keywords: kw(
      'arbre rotatif, arbre de transmission, accouplement, prise de force, cardan, poulie, courroie de transmission, engrenage, mandrin, tour, perceuse à colonne, pièce en rotation, happement',
      'rotating shaft, drive shaft, coupling, power take-off, pto shaft, universal joint, pulley, drive belt, gear, chuck, lathe, drill press, rotating part, entanglement',
    ),
    likelihood: 3,
    severity: 5,
    controls: [
      ctl(
        'substitution',
        "À l'achat, choisir des équipements à transmission encoffrée ou à entraînement direct.",
        'When buying, choose equipment with enclosed or direct drives.',
      ),
      ctl(
        'engineering',
        "Enfermer arbres, accouplements, poulies, courroies et engrenages dans des protecteurs fixes; sur les tracteurs, maintenir en place le protecteur de l'arbre de prise de force et le bouclier du tracteur.",
        "Enclose shafts, couplings, pulleys, belts and gears in fixed guards; on tractors, keep the PTO shaft guard and the tractor's master shield in place.",
      ),
      ctl(
        'engineering',
        "Sur les machines-outils (tours, perceuses), installer un protecteur de mandrin interverrouillé et un arrêt d'urgence à portée de main.",
        'On machine tools (lathes, drill presses), fit an interlocked chuck guard and an emergency stop within reach.',
      ),
      ctl(
        'administrative',
        'Arrêter et cadenasser avant toute intervention; interdire vêtements amples, cheveux longs non attachés, bijoux et gants près des pièces en rotation; inspecter les protecteurs.',
        'Stop and lock out before any intervention; forbid loose clothing, untied long hair, jewellery and gloves near rotating parts; inspect guards.',
      ),
    ],
    citations: GUARDING_CITATIONS,
    sectors: ['manufacturing', 'forestry_sawmills', 'mining_metals', 'renewable_energy'],
  },
  {
    id: 'power-press',
    family: 'machinery',
    name: t(
      'Presse ou presse plieuse : écrasement dans la zone de danger',
      'Power press or press brake: crushing at the point of operation',
    ),
    description: t(
      "Mains ou doigts dans la zone de danger d'une presse mécanique ou hydraulique, d'une presse plieuse ou d'une poinçonneuse lors de l'alimentation, du retrait des pièces ou du réglage des matrices : écrasement, amputation.",
      'Hands or fingers in the point of operation of a mechanical or hydraulic press, press brake or punch press while feeding, removing parts or setting dies: crushing, amputation.',
    ),
    keywords: kw(
      'presse, presse plieuse, presse mécanique, presse hydraulique, poinçonneuse, matrice, coulisseau, zone de danger, commande bimanuelle, barrière immatérielle, pédale, emboutissage, changement de matrice',
      'power press, press brake, mechanical press, hydraulic press, punch press, die, ram, point of operation, two-hand control, light curtain, foot pedal, stamping, die change',
    ),
    likelihood: 3,
    severity: 4,
    controls: [
      ctl(
        'elimination',
        "Alimenter et évacuer les pièces automatiquement (alimentateur, robot, glissière) pour que les mains n'entrent jamais dans la zone de danger.",
        'Feed and eject parts automatically (feeder, robot, chute) so hands never enter the point of operation.',
      ),
      ctl(
        'engineering',
        "Protéger la zone de danger par des protecteurs fixes à ouverture limitée, ou par des dispositifs de protection (barrière immatérielle, commande bimanuelle) placés à la distance de sécurité calculée selon le temps d'arrêt mesuré; pédale munie d'un capot.",
        'Guard the point of operation with fixed guards with limited openings, or with protective devices (light curtain, two-hand control) placed at the safety distance calculated from the measured stopping time; shrouded foot pedal.',
      ),
      ctl(
        'administrative',
        "Changer et régler les matrices sous cadenassage, avec cales de sécurité sous le coulisseau; mesurer périodiquement le temps d'arrêt et vérifier frein et embrayage; former les opérateurs.",
        'Change and set dies under lockout with safety blocks under the ram; periodically measure stopping time and check brake and clutch; train operators.',
      ),
    ],
    citations: [...GUARDING_CITATIONS, LOCKOUT.qc],
    sectors: ['manufacturing'],
  },
  {
    id: 'woodworking-saw',
    family: 'machinery',
    name: t(
      'Scie à bois : contact avec la lame et recul de la pièce',
      'Woodworking saw: blade contact and kickback',
    ),
    description: t(
      "Scie à table, scie radiale, scie à onglet ou scie à ruban sans protège-lame ni couteau diviseur : coupure ou amputation des doigts, projection de la pièce vers l'opérateur.",
      'Table saw, radial arm saw, mitre saw or band saw without blade guard or riving knife: cut or amputated fingers, workpiece thrown back at the operator.',
    ),
    keywords: kw(
      'scie à table, scie circulaire, scie radiale, scie à onglet, scie à ruban, lame de scie, protège-lame, couteau diviseur, recul de la pièce, poussoir, dégauchisseuse, toupie, menuiserie',
      'table saw, circular saw, radial arm saw, mitre saw, band saw, saw blade, blade guard, riving knife, kickback, push stick, jointer, shaper, woodworking',
    ),
    likelihood: 3,
    severity: 4,
    controls: [
      ctl(
        'substitution',
        'Remplacer les scies à table conventionnelles par des scies à détection de contact et freinage de la lame, ou par une scie à panneaux à chariot pour les grandes pièces.',
        'Replace conventional table saws with saws that detect skin contact and brake the blade, or with a sliding panel saw for large workpieces.',
      ),
      ctl(
        'engineering',
        "Maintenir en place le protège-lame autoréglable, le couteau diviseur et les dispositifs anti-recul; frein moteur et arrêt d'urgence accessible; lame réglée au plus bas utile.",
        'Keep the self-adjusting blade guard, riving knife and anti-kickback devices in place; motor brake and accessible emergency stop; blade set no higher than needed.',
      ),
      ctl(
        'administrative',
        'Utiliser systématiquement poussoirs et guides; interdire le retrait des protecteurs; réserver les machines aux travailleurs formés; cadenasser pour changer la lame.',
        'Always use push sticks and jigs; forbid removing guards; restrict machines to trained workers; lock out to change the blade.',
      ),
      ctl(
        'ppe',
        'Lunettes de sécurité ou écran facial et protecteurs auditifs; aucun gant près de la lame.',
        'Safety glasses or face shield and hearing protection; no gloves near the blade.',
      ),
    ],
    citations: GUARDING_CITATIONS,
    sectors: ['manufacturing', 'construction', 'forestry_sawmills'],
  },
  {
    id: 'lockout-maintenance',
    family: 'hazardous_energy',
    name: t(
      'Énergies dangereuses non maîtrisées (absence de cadenassage)',
      'Uncontrolled hazardous energy (no lockout)',
    ),
    description: t(
      "Entretien, nettoyage, réglage ou déblocage d'une machine sans cadenassage ni autre méthode de contrôle des énergies : mise en marche inopinée, libération d'énergie résiduelle (hydraulique, pneumatique, gravitaire, thermique).",
      'Maintenance, cleaning, adjustment or jam clearing without lockout or another energy control method: unexpected start-up, release of stored energy (hydraulic, pneumatic, gravity, thermal).',
    ),
    keywords: kw(
      'cadenassage, cadenas, fiche de cadenassage, sectionneur, énergie résiduelle, mise en marche inopinée, entretien, déblocage, étiquette ne pas faire fonctionner, isolement des énergies, énergie hydraulique, purge, contrôle des énergies',
      'lockout, tagout, padlock, lockout procedure, disconnect switch, stored energy, unexpected start-up, maintenance, jam clearing, do not operate tag, energy isolation, hydraulic energy, bleed down',
    ),
    likelihood: 3,
    severity: 5,
    controls: [
      ctl(
        'elimination',
        'Concevoir ou modifier les machines pour que réglages, lubrification et déblocages se fassent sans accès à la zone de danger.',
        'Design or modify machines so that adjustment, lubrication and jam clearing can be done without entering the danger zone.',
      ),
      ctl(
        'engineering',
        "Installer sur chaque machine des dispositifs d'isolement verrouillables et identifiés pour toutes les sources d'énergie (électrique, pneumatique, hydraulique, gravitaire) et des purgeurs d'énergie résiduelle.",
        'Fit every machine with lockable, labelled isolating devices for all energy sources (electrical, pneumatic, hydraulic, gravity) and stored-energy bleed valves.',
      ),
      ctl(
        'administrative',
        "Rédiger pour chaque machine une fiche de cadenassage (sources, points d'isolement, vérification de l'absence d'énergie) ou une autre méthode de contrôle des énergies d'efficacité équivalente; cadenas personnels à clé unique; formation et vérification annuelle de l'application.",
        'Write a machine-specific lockout sheet (sources, isolation points, verification of zero energy) or another energy control method of equivalent effectiveness; personal single-key padlocks; training and annual audit of the practice.',
      ),
    ],
    citations: [
      LOCKOUT.qc,
      LOCKOUT.cstc,
      LOCKOUT.on,
      LOCKOUT.onElectrical,
      LOCKOUT.bc,
      LOCKOUT.ab,
      LOCKOUT.federal,
      LOCKOUT.federalElectrical,
      ...others(t('Cadenassage et contrôle des énergies', 'Lockout and energy control'), 'both'),
      LOCKOUT.us,
    ],
    sectors: [
      'manufacturing',
      'mining_metals',
      'renewable_energy',
      'forestry_sawmills',
      'transportation_warehousing',
      'automotive',
    ],
  },
];

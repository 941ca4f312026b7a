import type { Hazard } from '../types';
import { ctl, general, kw, others, t } from './citations';
import { NOISE } from './rows-health';

const VIBRATION_SUBJECT = t('Exposition aux vibrations', 'Vibration exposure');

export const NOISE_AND_VIBRATION_HAZARDS: Hazard[] = [
  {
    id: 'occupational-noise',
    family: 'noise',
    name: t('Bruit excessif', 'Excessive noise'),
    description: t(
      "Exposition quotidienne au bruit au-delà des limites réglementaires (machines, outils pneumatiques, compresseurs, procédés d'impact) : surdité permanente, acouphènes, difficulté à entendre les alarmes.",
      'Daily noise exposure above the regulatory limits (machines, pneumatic tools, compressors, impact processes): permanent hearing loss, tinnitus, alarms not heard.',
    ),
    keywords: kw(
      'bruit, niveau sonore, décibel, dba, protecteur auditif, auditif, bouchon, coquille, zone de bruit, machine bruyante, surdité, acouphène, dosimétrie sonore, port obligatoire des protecteurs auditifs',
      'noise, hearing, sound level, decibel, dba, hearing protection, earplug, earmuff, noise area, loud machine, hearing loss, tinnitus, noise dosimetry, hearing protection required',
    ),
    likelihood: 4,
    severity: 3,
    controls: [
      ctl(
        'substitution',
        "Choisir des équipements et procédés moins bruyants à l'achat (niveau sonore maximal exigé dans les devis).",
        'Choose quieter equipment and processes when buying (maximum sound level specified in purchase specifications).',
      ),
      ctl(
        'engineering',
        'Réduire le bruit à la source et sur son trajet : encoffrement des machines, silencieux sur les échappements pneumatiques, supports antivibratiles, écrans et traitement acoustique, cabines insonorisées pour les opérateurs.',
        'Reduce noise at source and along its path: machine enclosures, silencers on pneumatic exhausts, anti-vibration mounts, barriers and acoustic treatment, sound-insulated operator booths.',
      ),
      ctl(
        'administrative',
        "Mesurer l'exposition (sonométrie et dosimétrie), afficher les zones où le port des protecteurs est obligatoire, limiter la durée d'exposition; surveillance audiométrique des travailleurs exposés.",
        'Measure exposure (sound level meter and dosimetry), post areas where hearing protection is mandatory, limit exposure time; audiometric testing of exposed workers.',
      ),
      ctl(
        'ppe',
        "Protecteurs auditifs (bouchons ou coquilles) choisis selon l'atténuation requise, avec formation sur leur port.",
        'Hearing protectors (plugs or muffs) chosen for the attenuation needed, with training on how to wear them.',
      ),
    ],
    citations: [
      NOISE.qc,
      NOISE.on,
      NOISE.bc,
      NOISE.ab,
      NOISE.federal,
      ...others(t('Bruit', 'Noise'), 'both'),
      NOISE.us,
      NOISE.gb,
      NOISE.mx,
    ],
    sectors: [
      'manufacturing',
      'construction',
      'mining_metals',
      'renewable_energy',
      'forestry_sawmills',
      'automotive',
    ],
  },
  {
    id: 'hand-arm-vibration',
    family: 'vibration',
    name: t('Vibrations main-bras', 'Hand-arm vibration'),
    description: t(
      "Utilisation prolongée d'outils vibrants (marteau piqueur, marteau perforateur, meuleuse, clé à chocs, scie à chaîne) : syndrome de Raynaud (doigts blancs), atteintes nerveuses et articulaires.",
      "Prolonged use of vibrating tools (jackhammer, rotary hammer, grinder, impact wrench, chainsaw): Raynaud's phenomenon (white finger), nerve and joint damage.",
    ),
    keywords: kw(
      'vibration, vibrations main-bras, outil vibrant, marteau piqueur, brise-béton, marteau perforateur, meuleuse, clé à chocs, burineur, ponceuse, doigts blancs, engourdissement',
      'hand-arm vibration, vibration, vibrating tool, jackhammer, breaker, rotary hammer, grinder, impact wrench, chipping hammer, sander, white finger, numbness',
    ),
    likelihood: 3,
    severity: 3,
    controls: [
      ctl(
        'elimination',
        "Mécaniser la tâche (brise-roche monté sur engin, démolition téléguidée) pour supprimer la tenue manuelle de l'outil.",
        'Mechanize the task (machine-mounted breaker, remote-controlled demolition) to remove hand-held tool use.',
      ),
      ctl(
        'substitution',
        "Choisir des outils à faible émission vibratoire (poignées antivibratiles, systèmes d'amortissement) et les entretenir (disques et forets affûtés, équilibrage).",
        'Choose low-vibration tools (anti-vibration handles, damping systems) and maintain them (sharp discs and bits, balancing).',
      ),
      ctl(
        'administrative',
        "Évaluer l'exposition quotidienne à partir des données de vibration des outils, limiter la durée d'utilisation et alterner les tâches; surveillance des symptômes (engourdissements, blanchiment des doigts).",
        'Estimate daily exposure from tool vibration data, limit trigger time and rotate tasks; watch for symptoms (numbness, finger blanching).',
      ),
      ctl(
        'ppe',
        "Gants chauds pour garder les mains au chaud et au sec (les gants dits antivibratiles n'offrent qu'une protection limitée).",
        'Warm gloves to keep hands warm and dry (so-called anti-vibration gloves give limited protection).',
      ),
    ],
    citations: general(VIBRATION_SUBJECT, 'both'),
    sectors: ['construction', 'mining_metals', 'renewable_energy', 'manufacturing', 'forestry_sawmills'],
  },
  {
    id: 'whole-body-vibration',
    family: 'vibration',
    name: t('Vibrations globales du corps', 'Whole-body vibration'),
    description: t(
      "Conduite prolongée d'engins, de camions, de tracteurs ou de chariots élévateurs sur surfaces irrégulières : lombalgies et atteintes de la colonne vertébrale.",
      'Prolonged driving of heavy equipment, trucks, tractors or forklifts over rough surfaces: low back pain and spinal disorders.',
    ),
    keywords: kw(
      'vibrations globales du corps, vibrations du corps entier, siège de conduite, engin de chantier, camion, tracteur, chargeuse, chariot élévateur, terrain accidenté, nid-de-poule, mal de dos, siège à suspension',
      'whole-body vibration, seat vibration, driver seat, heavy equipment, truck, tractor, loader, forklift, rough terrain, pothole, back pain, suspension seat',
    ),
    likelihood: 3,
    severity: 3,
    controls: [
      ctl(
        'engineering',
        'Équiper les véhicules de sièges à suspension adaptés au poids du conducteur et de cabines suspendues; choisir des pneus et des suspensions adaptés au terrain.',
        "Fit vehicles with suspension seats adjusted to the driver's weight and suspended cabs; choose tyres and suspensions suited to the ground.",
      ),
      ctl(
        'engineering',
        'Entretenir les voies de circulation (nivellement, réparation des nids-de-poule) et les suspensions des véhicules.',
        'Maintain travel routes (grading, pothole repair) and vehicle suspensions.',
      ),
      ctl(
        'administrative',
        'Limiter la vitesse sur les surfaces irrégulières; régler le siège pour chaque conducteur; alterner les tâches et limiter la conduite continue.',
        'Limit speed on rough surfaces; adjust the seat for each driver; rotate tasks and limit continuous driving.',
      ),
    ],
    citations: general(VIBRATION_SUBJECT, 'both'),
    sectors: [
      'construction',
      'mining_metals',
      'renewable_energy',
      'transportation_warehousing',
      'forestry_sawmills',
    ],
  },
];

import type { Hazard } from '../types';
import { ctl, general, kw, others, t } from './citations';
import { PPE_CANADA, PPE_INTERNATIONAL } from './rows-health';

export const THERMAL_AND_RADIATION_HAZARDS: Hazard[] = [
  {
    id: 'heat-stress',
    family: 'thermal',
    name: t('Contrainte thermique due à la chaleur', 'Heat stress'),
    description: t(
      'Travail physique par temps chaud ou près de sources de chaleur (fours, fonderies, toitures) : déshydratation, épuisement par la chaleur, coup de chaleur pouvant être mortel.',
      'Physical work in hot weather or near heat sources (furnaces, foundries, roofs): dehydration, heat exhaustion, heat stroke which can be fatal.',
    ),
    keywords: kw(
      'chaleur, contrainte thermique, coup de chaleur, épuisement par la chaleur, canicule, température élevée, humidex, four, fonderie, travail au soleil, déshydratation, eau potable',
      'heat, heat stress, heat stroke, heat exhaustion, heat wave, high temperature, humidex, wbgt, furnace, foundry, working in the sun, dehydration, drinking water',
    ),
    likelihood: 3,
    severity: 4,
    controls: [
      ctl(
        'engineering',
        "Réduire la charge thermique : ventilation générale et localisée, écrans réfléchissants autour des sources radiantes, isolation des surfaces chaudes, aires de repos climatisées ou ombragées, aides mécaniques pour réduire l'effort.",
        'Reduce the heat load: general and spot ventilation, reflective shields around radiant sources, insulation of hot surfaces, cooled or shaded rest areas, mechanical aids to reduce exertion.',
      ),
      ctl(
        'administrative',
        "Plan de prévention de la chaleur fondé sur l'indice WBGT ou l'humidex : régime travail-repos, eau fraîche accessible (un verre environ toutes les 20 minutes), acclimatation des nouveaux travailleurs, travaux lourds aux heures fraîches, surveillance mutuelle des symptômes.",
        'Heat plan based on WBGT or humidex: work-rest regimen, cool water at hand (about one glass every 20 minutes), acclimatization of new workers, heavy work in cooler hours, buddy watch for symptoms.',
      ),
      ctl(
        'ppe',
        'Vêtements légers, amples et de couleur claire, couvre-chef; vêtements refroidissants ou réfléchissants près des sources radiantes.',
        'Light, loose, light-coloured clothing and head cover; cooling or reflective garments near radiant sources.',
      ),
    ],
    citations: general(t('Contraintes thermiques (chaleur)', 'Thermal stress (heat)'), 'both'),
    sectors: ['construction', 'manufacturing', 'forestry_sawmills', 'mining_metals', 'renewable_energy'],
  },
  {
    id: 'cold-stress',
    family: 'thermal',
    name: t('Exposition au froid', 'Cold exposure'),
    description: t(
      'Travail extérieur en hiver ou en chambre froide et entrepôt frigorifique : engelures, hypothermie, perte de dextérité augmentant les autres risques.',
      'Outdoor winter work or work in cold rooms and freezer warehouses: frostbite, hypothermia, loss of dexterity that raises other risks.',
    ),
    keywords: kw(
      'froid, hypothermie, engelure, chambre froide, congélateur, entrepôt frigorifique, travail extérieur en hiver, refroidissement éolien, vent, gel',
      'cold, hypothermia, frostbite, cold room, freezer, cold storage warehouse, winter outdoor work, wind chill, wind, freezing',
    ),
    likelihood: 2,
    severity: 3,
    controls: [
      ctl(
        'engineering',
        "Abris chauffés près des postes extérieurs, écrans contre le vent, chauffage radiant localisé; poignées d'outils isolées; chambres froides munies d'un dispositif d'ouverture intérieure et d'une alarme.",
        'Heated shelters near outdoor work, windbreaks, local radiant heaters; insulated tool handles; cold rooms with an inside release and an alarm.',
      ),
      ctl(
        'administrative',
        "Régime travail-réchauffement selon la température et le refroidissement éolien, boissons chaudes, travail en équipe, surveillance des signes d'engelure et d'hypothermie, travaux planifiés aux heures les moins froides.",
        'Warm-up schedule based on temperature and wind chill, warm drinks, buddy system, watch for signs of frostbite and hypothermia, work planned for the warmest hours.',
      ),
      ctl(
        'ppe',
        'Vêtements multicouches isolants, coupe-vent et imperméables; protection des mains, des pieds et de la tête; vêtements secs de rechange.',
        'Insulated layered clothing, windproof and waterproof; hand, foot and head protection; dry spare clothing.',
      ),
    ],
    citations: general(t('Contraintes thermiques (froid)', 'Thermal stress (cold)'), 'both'),
    sectors: [
      'construction',
      'transportation_warehousing',
      'forestry_sawmills',
      'professional_services',
      'renewable_energy',
    ],
  },
  {
    id: 'welding-arc-radiation',
    family: 'radiation',
    name: t(
      "Rayonnement de l'arc de soudage (UV, lumière intense)",
      'Welding arc radiation (UV, intense light)',
    ),
    description: t(
      "Rayonnement ultraviolet, visible et infrarouge de l'arc de soudage ou du coupage plasma : coup d'arc (kératite), brûlures cutanées, lésions de la rétine, pour le soudeur et les personnes à proximité.",
      'Ultraviolet, visible and infrared radiation from welding arcs or plasma cutting: arc eye (keratitis), skin burns, retinal damage, for the welder and bystanders.',
    ),
    keywords: kw(
      "arc de soudage, soudage à l'arc, rayonnement ultraviolet, uv, coup d'arc, masque de soudeur, filtre de soudage, rideau de soudage, soudage mig, soudage tig, coupage plasma, écran de soudage",
      "welding arc, arc welding, ultraviolet radiation, uv, arc eye, welder's flash, welding helmet, welding filter, welding curtain, mig welding, tig welding, plasma cutting, welding screen",
    ),
    likelihood: 3,
    severity: 3,
    controls: [
      ctl(
        'engineering',
        'Isoler les postes de soudage par des cloisons ou des rideaux de soudage filtrants et des surfaces non réfléchissantes pour protéger les personnes à proximité.',
        'Enclose welding stations with partitions or filtering welding curtains and non-reflective surfaces to protect bystanders.',
      ),
      ctl(
        'administrative',
        "Signaler les zones de soudage, tenir les personnes non protégées à distance, avertir avant d'amorcer l'arc.",
        'Mark welding areas, keep unprotected people away, warn before striking the arc.',
      ),
      ctl(
        'ppe',
        "Masque de soudeur à filtre de teinte adaptée au procédé et à l'intensité (filtre auto-obscurcissant), lunettes de sécurité dessous; vêtements couvrants ignifuges, gants de soudeur.",
        'Welding helmet with a filter shade suited to the process and current (auto-darkening filter), safety glasses underneath; flame-resistant covering clothing, welding gloves.',
      ),
    ],
    citations: [
      ...PPE_CANADA,
      ...others(t('Protection des yeux et de la peau', 'Eye and skin protection')),
      ...PPE_INTERNATIONAL,
    ],
    sectors: ['manufacturing', 'construction'],
  },
  {
    id: 'ionizing-radiation',
    family: 'radiation',
    name: t(
      'Rayonnement ionisant (sources radioactives, rayons X)',
      'Ionizing radiation (radioactive sources, X-rays)',
    ),
    description: t(
      'Jauges nucléaires, gammagraphie industrielle, appareils à rayons X, radiologie médicale : exposition externe accidentelle (source non blindée, interverrouillage contourné) pouvant causer brûlures radiologiques et cancers.',
      'Nuclear gauges, industrial gamma radiography, X-ray equipment, medical imaging: accidental external exposure (unshielded source, bypassed interlock) that can cause radiation burns and cancer.',
    ),
    keywords: kw(
      'rayonnement ionisant, radioactivité, source radioactive, trèfle radioactif, gammagraphie, radiographie industrielle, jauge nucléaire, densimètre nucléaire, appareil à rayons x, dosimètre, zone contrôlée, radioprotection',
      'ionizing radiation, radioactive, radioactive source, radiation trefoil, gamma radiography, industrial radiography, nuclear gauge, nuclear density gauge, x-ray equipment, dosimeter, controlled area, radiation protection',
    ),
    likelihood: 2,
    severity: 5,
    controls: [
      ctl(
        'substitution',
        "Remplacer les sources radioactives par des technologies non nucléaires lorsque possible (ultrasons, jauges sans source, générateurs de rayons X qu'on peut éteindre).",
        'Replace radioactive sources with non-nuclear technology where possible (ultrasound, sourceless gauges, X-ray generators that can be switched off).',
      ),
      ctl(
        'engineering',
        "Blindage et enceintes munies d'interverrouillages et de voyants; entreposage verrouillé des sources; réduction du temps d'exposition et augmentation de la distance.",
        'Shielding and enclosures with interlocks and warning lights; locked source storage; reduced exposure time and increased distance.',
      ),
      ctl(
        'administrative',
        "Délimiter et afficher les zones contrôlées; confier les sources à des travailleurs formés sous la responsabilité d'un responsable de la radioprotection; dosimétrie individuelle; respect du permis de l'autorité compétente (au Canada, la Commission canadienne de sûreté nucléaire).",
        'Mark and post controlled areas; assign sources to trained workers under a radiation safety officer; personal dosimetry; comply with the licence of the competent authority (in Canada, the Canadian Nuclear Safety Commission).',
      ),
      ctl(
        'ppe',
        'Tablier et protège-thyroïde plombés en radiologie médicale.',
        'Lead apron and thyroid shield in medical imaging.',
      ),
    ],
    citations: general(t('Rayonnements ionisants', 'Ionizing radiation')),
    sectors: ['mining_metals', 'renewable_energy', 'professional_services', 'construction', 'manufacturing'],
  },
];

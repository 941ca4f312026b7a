import type { Hazard } from '../types';
import { ctl, general, kw, others, t } from './citations';
import { FIRE, PPE, WHMIS } from './rows-health';

const FIRE_CITATIONS = [
  FIRE.qc,
  FIRE.on,
  FIRE.bc,
  FIRE.ab,
  FIRE.federal,
  ...others(
    t("Prévention des incendies et mesures d'urgence", 'Fire prevention and emergency measures'),
    'both',
  ),
];

export const FIRE_AND_HOT_WORK_HAZARDS: Hazard[] = [
  {
    id: 'flammable-liquid-storage',
    family: 'fire_explosion',
    name: t(
      'Entreposage et transvasement de liquides inflammables',
      'Storage and transfer of flammable liquids',
    ),
    description: t(
      "Liquides inflammables (essence, solvants, peintures) entreposés hors armoire, en quantité excessive ou près de sources d'inflammation; transvasement sans mise à la terre : incendie, explosion de vapeurs.",
      'Flammable liquids (gasoline, solvents, paints) stored outside cabinets, in excessive quantities or near ignition sources; transfer without grounding: fire, vapour explosion.',
    ),
    keywords: kw(
      "liquide inflammable, armoire de sûreté, armoire pour inflammables, essence, bidon, inflammable, point d'éclair, vapeur inflammable, transvasement, mise à la terre, liaison équipotentielle, entreposage de solvants, réservoir de carburant",
      'flammable liquid, flammable storage cabinet, safety cabinet, gasoline, jerry can, flammable, flash point, flammable vapour, transfer, grounding, bonding, solvent storage, fuel tank',
    ),
    likelihood: 2,
    severity: 5,
    controls: [
      ctl(
        'substitution',
        "Remplacer par des produits ininflammables ou à point d'éclair plus élevé.",
        'Replace with non-flammable products or products with a higher flash point.',
      ),
      ctl(
        'engineering',
        'Entreposer dans des armoires de sûreté homologuées ou un local conçu et ventilé à cet effet; contenants de sécurité à fermeture automatique et pare-flammes; mise à la terre et liaison équipotentielle lors des transvasements; matériel électrique adapté aux emplacements dangereux.',
        'Store in approved safety cabinets or a purpose-built ventilated room; self-closing safety cans with flame arrestors; grounding and bonding during transfer; electrical equipment rated for hazardous locations.',
      ),
      ctl(
        'administrative',
        "Limiter les quantités hors entreposage aux besoins d'un quart; garder les contenants fermés; permis de travail à chaud à proximité; extincteurs appropriés et plan d'intervention d'urgence; formation au SIMDUT.",
        'Limit quantities outside storage to one shift; keep containers closed; hot work permit nearby; suitable extinguishers and emergency response plan; WHMIS training.',
      ),
    ],
    citations: [...FIRE_CITATIONS, WHMIS.qc],
    sectors: ['manufacturing', 'construction', 'transportation_warehousing', 'forestry_sawmills'],
  },
  {
    id: 'combustible-dust',
    family: 'fire_explosion',
    name: t('Poussières combustibles : explosion et incendie', 'Combustible dust: explosion and fire'),
    description: t(
      'Poussières fines de bois, de farine, de sucre, de plastique ou de métal accumulées ou mises en suspension (dépoussiéreurs, silos, surfaces en hauteur) : explosion primaire puis secondaire, incendie.',
      'Fine wood, flour, sugar, plastic or metal dust that has settled or is airborne (dust collectors, silos, elevated surfaces): primary then secondary explosion, fire.',
    ),
    keywords: kw(
      "poussière combustible, explosion de poussière, dépoussiéreur, accumulation de poussière, farine, sucre, poussière de bois, poussière de métal, poudre, silo, nuage de poussière, évent d'explosion",
      'combustible dust, dust explosion, dust collector, dust accumulation, flour, sugar, wood dust, metal dust, powder, silo, dust cloud, explosion vent',
    ),
    likelihood: 2,
    severity: 5,
    controls: [
      ctl(
        'engineering',
        "Captage à la source; dépoussiéreurs placés à l'extérieur, munis d'évents d'explosion ou de systèmes de suppression et de clapets d'isolement; matériel électrique et mise à la terre adaptés aux emplacements poussiéreux.",
        'Capture at source; dust collectors located outdoors with explosion vents or suppression and isolation valves; electrical equipment and grounding suited to dusty locations.',
      ),
      ctl(
        'engineering',
        "Concevoir les locaux pour limiter les surfaces où la poussière s'accumule (poutres encoffrées, surfaces inclinées).",
        'Design rooms to limit surfaces where dust settles (boxed-in beams, sloped surfaces).',
      ),
      ctl(
        'administrative',
        'Analyse des dangers liés aux poussières combustibles (p. ex. selon NFPA 652); nettoyage fréquent empêchant les accumulations (aspirateur conçu pour poussières combustibles, jamais de soufflette); permis de travail à chaud; inspection des surfaces en hauteur.',
        'Dust hazard analysis (e.g. per NFPA 652); frequent cleaning that prevents accumulation (vacuum rated for combustible dust, never blowing down); hot work permits; inspection of elevated surfaces.',
      ),
    ],
    citations: FIRE_CITATIONS,
    sectors: ['manufacturing', 'forestry_sawmills'],
  },
  {
    id: 'hot-work-ignition',
    family: 'hot_work',
    name: t('Travail à chaud : incendie et explosion', 'Hot work: fire and explosion'),
    description: t(
      'Soudage, coupage, meulage ou brasage près de matières combustibles ou sur des contenants ayant contenu des produits inflammables : incendie différé, explosion, brûlures.',
      'Welding, cutting, grinding or brazing near combustible materials or on containers that held flammable products: delayed fire, explosion, burns.',
    ),
    keywords: kw(
      'travail à chaud, soudage, coupage, oxycoupage, chalumeau, étincelle, meulage, brasage, permis de travail à chaud, surveillance incendie, couverture ignifuge, extincteur',
      'hot work, welding, cutting, oxy-fuel cutting, torch, spark, grinding, brazing, hot work permit, fire watch, fire blanket, fire extinguisher',
    ),
    likelihood: 3,
    severity: 5,
    controls: [
      ctl(
        'elimination',
        'Éviter le travail à chaud : assemblage mécanique (boulonnage), coupe à froid (scie, cisaille hydraulique) ou déplacement de la pièce vers un atelier de soudage désigné.',
        'Avoid hot work: mechanical joining (bolting), cold cutting (saw, hydraulic shears) or moving the part to a designated welding shop.',
      ),
      ctl(
        'engineering',
        "Retirer ou protéger les matières combustibles dans un rayon d'environ 11 m (couvertures et écrans ignifuges), obturer les ouvertures; dégazer et inerter les contenants ayant contenu des produits inflammables.",
        'Remove or protect combustibles within about 11 m (fire blankets and screens), seal openings; purge and inert containers that held flammable products.',
      ),
      ctl(
        'administrative',
        'Permis de travail à chaud délivré par une personne autorisée; mesure des gaz inflammables au besoin; surveillance incendie pendant les travaux et au moins 60 minutes après; extincteur à portée de main.',
        'Hot work permit issued by an authorized person; flammable gas testing where needed; fire watch during the work and for at least 60 minutes after; extinguisher at hand.',
      ),
      ctl(
        'ppe',
        'Vêtements ignifuges, gants de soudeur, masque de soudeur ou lunettes de coupage.',
        'Flame-resistant clothing, welding gloves, welding helmet or cutting goggles.',
      ),
    ],
    citations: FIRE_CITATIONS,
    sectors: ['construction', 'manufacturing', 'mining_metals', 'renewable_energy'],
  },
  {
    id: 'welding-fumes',
    family: 'hot_work',
    name: t('Fumées de soudage', 'Welding fumes'),
    description: t(
      "Inhalation de fumées métalliques et de gaz de soudage (manganèse, chrome hexavalent de l'acier inoxydable, zinc du galvanisé, ozone) : fièvre des métaux, atteintes respiratoires et neurologiques, cancer.",
      'Inhaling metal fumes and welding gases (manganese, hexavalent chromium from stainless steel, zinc from galvanized steel, ozone): metal fume fever, respiratory and nervous system effects, cancer.',
    ),
    keywords: kw(
      "fumée de soudage, fumées métalliques, soudage d'acier inoxydable, chrome hexavalent, manganèse, acier galvanisé, fièvre des métaux, bras d'aspiration, torche aspirante, panache de fumée",
      'welding fume, metal fume, stainless steel welding, hexavalent chromium, manganese, galvanized steel, metal fume fever, fume extraction arm, fume extraction torch, fume plume',
    ),
    likelihood: 3,
    severity: 4,
    controls: [
      ctl(
        'substitution',
        "Choisir des procédés et consommables moins émissifs (TIG plutôt qu'électrode enrobée, fils à faible teneur en manganèse); retirer revêtements et galvanisation avant le soudage.",
        'Choose lower-emission processes and consumables (TIG rather than stick, low-manganese wire); remove coatings and galvanizing before welding.',
      ),
      ctl(
        'engineering',
        "Captage à la source : torches aspirantes ou bras d'aspiration placés près de l'arc, tables aspirantes; ventilation générale d'appoint.",
        'Capture at source: fume extraction torches or arms placed close to the arc, downdraft tables; supplementary general ventilation.',
      ),
      ctl(
        'administrative',
        "Mesurer l'exposition (métaux, ozone) par rapport aux valeurs d'exposition admissibles; positionner le soudeur hors du panache; formation.",
        'Measure exposure (metals, ozone) against occupational exposure limits; keep the welder out of the plume; training.',
      ),
      ctl(
        'ppe',
        "Masque de soudeur à épuration d'air motorisée, ou demi-masque P100 sous le masque, lorsque l'exposition demeure élevée.",
        'Powered air-purifying welding helmet, or P100 half-face under the helmet, when exposure stays high.',
      ),
    ],
    citations: [
      PPE.qcRespirators,
      ...general(t('Exposition aux fumées de soudage', 'Welding fume exposure')),
      WHMIS.gb,
    ],
    sectors: ['manufacturing', 'construction', 'automotive'],
  },
];

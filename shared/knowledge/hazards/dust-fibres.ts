import type { Hazard } from '../types';
import { ctl, general, kw, t } from './citations';
import { PPE, WHMIS } from './rows-health';

/** Respiratory protection and PPE rows of the reference; the exposure limits themselves are not confirmed. */
const RESPIRATORY = [PPE.qcRespirators, PPE.on, PPE.bc, PPE.ab, PPE.federal];

export const DUST_FIBRE_HAZARDS: Hazard[] = [
  {
    id: 'crystalline-silica',
    family: 'dust_fibres',
    name: t('Poussière de silice cristalline', 'Crystalline silica dust'),
    description: t(
      'Coupe, meulage, perçage, concassage ou sablage de béton, de pierre, de brique ou de pierre reconstituée : poussière respirable de silice cristalline causant silicose, cancer du poumon et maladie pulmonaire obstructive chronique.',
      'Cutting, grinding, drilling, crushing or blasting concrete, stone, brick or engineered stone: respirable crystalline silica dust causing silicosis, lung cancer and chronic obstructive pulmonary disease.',
    ),
    keywords: kw(
      'silice, silice cristalline, quartz, poussière de béton, coupe de béton, meulage de béton, sablage au jet, carottage, granit, pierre, brique, comptoir de quartz, poussière de roc',
      'silica, crystalline silica, quartz, concrete dust, concrete cutting, concrete grinding, abrasive blasting, core drilling, granite, stone, brick, engineered stone, rock dust',
    ),
    likelihood: 3,
    severity: 5,
    controls: [
      ctl(
        'substitution',
        'Remplacer le sable par un abrasif sans silice pour le sablage; éviter les pierres reconstituées à forte teneur en silice.',
        'Replace sand with silica-free abrasives for blasting; avoid high-silica engineered stone.',
      ),
      ctl(
        'engineering',
        "Travailler à l'humide (alimentation d'eau intégrée à l'outil) ou utiliser des outils à aspiration à la source reliés à un aspirateur à filtre HEPA; cabines filtrées et pressurisées sur les engins.",
        'Work wet (water feed built into the tool) or use tools with on-tool extraction connected to a HEPA vacuum; filtered, pressurized cabs on machines.',
      ),
      ctl(
        'administrative',
        "Évaluer l'exposition par échantillonnage de l'air; délimiter la zone de travail; interdire le balayage à sec et l'air comprimé pour le nettoyage; surveillance médicale des travailleurs exposés.",
        'Assess exposure by air sampling; mark off the work area; ban dry sweeping and compressed air for cleaning; medical surveillance of exposed workers.',
      ),
      ctl(
        'ppe',
        "Appareil de protection respiratoire choisi selon le niveau d'exposition (demi-masque à filtres P100 ou appareil à épuration d'air motorisé), avec essai d'ajustement.",
        'Respirator chosen for the exposure level (half-face with P100 filters or powered air-purifying respirator), with fit testing.',
      ),
    ],
    citations: [
      ...RESPIRATORY,
      ...general(
        t('Exposition aux poussières de silice cristalline', 'Crystalline silica dust exposure'),
        'both',
      ),
      WHMIS.gb,
    ],
    sectors: ['construction', 'mining_metals', 'renewable_energy', 'manufacturing'],
  },
  {
    id: 'asbestos',
    family: 'dust_fibres',
    name: t("Fibres d'amiante", 'Asbestos fibres'),
    description: t(
      "Perturbation de matériaux contenant de l'amiante (flocages, calorifuges, tuiles, plâtres, vermiculite) lors de rénovation, de démolition ou d'entretien : amiantose, mésothéliome, cancer du poumon.",
      'Disturbing asbestos-containing materials (sprayed insulation, pipe lagging, tiles, plaster, vermiculite) during renovation, demolition or maintenance: asbestosis, mesothelioma, lung cancer.',
    ),
    keywords: kw(
      "amiante, matériau contenant de l'amiante, flocage, calorifuge, tuile de plafond, tuile de vinyle, vermiculite, plâtre, démolition, rénovation, registre de l'amiante, fibre",
      'asbestos, asbestos-containing material, sprayed insulation, pipe lagging, ceiling tile, vinyl floor tile, vermiculite, plaster, demolition, renovation, asbestos survey, fibre',
    ),
    likelihood: 2,
    severity: 5,
    controls: [
      ctl(
        'elimination',
        "Avant toute rénovation ou démolition, repérer les matériaux susceptibles de contenir de l'amiante (échantillonnage et analyse) et les faire enlever par un entrepreneur qualifié avant les autres travaux.",
        'Before any renovation or demolition, identify materials that may contain asbestos (sampling and analysis) and have them removed by a qualified contractor before other work.',
      ),
      ctl(
        'engineering',
        "Pour l'enlèvement : enceinte étanche sous pression négative avec unités de filtration HEPA, mouillage des matériaux, sas de décontamination.",
        'For removal: sealed enclosure under negative pressure with HEPA units, wetting of materials, decontamination unit.',
      ),
      ctl(
        'administrative',
        "Tenir un registre des matériaux contenant de l'amiante et en informer travailleurs et sous-traitants; classer les travaux selon leur niveau de risque et appliquer les méthodes prescrites; mesures de fibres dans l'air.",
        'Keep a register of asbestos-containing materials and inform workers and contractors; classify the work by risk level and apply the prescribed methods; airborne fibre monitoring.',
      ),
      ctl(
        'ppe',
        "Appareil de protection respiratoire adapté au niveau de risque (du demi-masque P100 à l'appareil à adduction d'air) et combinaison jetable.",
        'Respirator suited to the risk level (from P100 half-face to supplied-air) and disposable coveralls.',
      ),
    ],
    citations: [
      ...RESPIRATORY,
      ...general(t("Travaux exposant à l'amiante", 'Work involving asbestos'), 'both'),
    ],
    sectors: ['construction', 'professional_services', 'mining_metals', 'renewable_energy'],
  },
  {
    id: 'wood-dust',
    family: 'dust_fibres',
    name: t('Poussière de bois', 'Wood dust'),
    description: t(
      'Sciage, usinage et surtout ponçage du bois et des panneaux : poussières irritantes et sensibilisantes (asthme), cancérogènes pour les bois durs; la poussière accumulée est aussi combustible.',
      'Sawing, machining and especially sanding wood and panels: irritating and sensitizing dust (asthma), carcinogenic for hardwoods; settled dust is also combustible.',
    ),
    keywords: kw(
      'poussière de bois, bran de scie, sciure, ponçage, ponceuse, menuiserie, ébénisterie, panneau mdf, bois dur, dépoussiéreur, cyclone, scierie',
      'wood dust, sawdust, sanding, sander, woodworking shop, cabinet making, mdf, hardwood, dust collector, cyclone, sawmill, joinery',
    ),
    likelihood: 3,
    severity: 4,
    controls: [
      ctl(
        'elimination',
        'Acheter des pièces prédécoupées ou préfinies lorsque possible pour réduire le sciage et le ponçage sur place.',
        'Buy pre-cut or pre-finished parts where possible to reduce on-site sawing and sanding.',
      ),
      ctl(
        'engineering',
        'Raccorder chaque machine à bois à un système de dépoussiérage centralisé (captage à la source, vitesse de transport suffisante); ponceuses portatives à aspiration intégrée.',
        'Connect every woodworking machine to a central dust collection system (capture at source, adequate transport velocity); portable sanders with built-in extraction.',
      ),
      ctl(
        'administrative',
        "Nettoyer par aspiration (aspirateur HEPA), jamais à l'air comprimé ni au balai; mesurer l'exposition; entretenir les dépoussiéreurs.",
        'Clean with a HEPA vacuum, never with compressed air or a broom; measure exposure; maintain dust collectors.',
      ),
      ctl(
        'ppe',
        'Appareil de protection respiratoire (au minimum N95) lors du ponçage et du nettoyage; lunettes de sécurité.',
        'Respirator (N95 at least) for sanding and cleaning; safety glasses.',
      ),
    ],
    citations: [
      ...RESPIRATORY,
      ...general(t('Exposition aux poussières de bois', 'Wood dust exposure'), 'both'),
      WHMIS.gb,
    ],
    sectors: ['manufacturing', 'construction', 'forestry_sawmills'],
  },
];

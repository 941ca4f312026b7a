import type { Hazard } from '../types';
import { ctl, general, generalFor, kw, others, t } from './citations';
import { FALLS, MOBILE } from './rows-safety';
import { PPE, PPE_CANADA, PPE_INTERNATIONAL } from './rows-health';

const LIFTING_SUBJECT = t('Appareils de levage et accessoires de levage', 'Lifting devices and rigging');

export const FALLING_OBJECT_AND_LIFTING_HAZARDS: Hazard[] = [
  {
    id: 'dropped-objects',
    family: 'falling_objects',
    name: t("Chute d'objets lors de travaux en hauteur", 'Objects falling from work at height'),
    description: t(
      "Outils, matériaux ou débris échappés d'un échafaudage, d'un toit, d'une mezzanine ou d'une nacelle et frappant les personnes qui se trouvent dessous.",
      'Tools, materials or debris dropped from a scaffold, roof, mezzanine or aerial lift and striking people below.',
    ),
    keywords: kw(
      "chute d'objet, objet échappé, travaux au-dessus, zone de chute d'objets, plinthe, outil en hauteur, filet pare-débris, port du casque obligatoire, matériaux en bordure, goulotte à débris",
      'falling object, dropped object, overhead work, drop zone, toe board, tool at height, debris netting, hard hat area, material near edge, debris chute',
    ),
    likelihood: 3,
    severity: 4,
    controls: [
      ctl(
        'elimination',
        "Planifier les travaux pour qu'aucune personne ne se trouve sous une zone de travail en hauteur (séquencement des équipes, travaux hors des heures d'occupation).",
        'Plan the work so that nobody is below a work area at height (crew sequencing, work outside occupied hours).',
      ),
      ctl(
        'engineering',
        'Installer plinthes, filets ou écrans pare-débris sur les échafaudages et les rives; évacuer les débris par une goulotte fermée plutôt que de les jeter.',
        'Fit toe boards, debris nets or screens on scaffolds and edges; remove debris through an enclosed chute rather than throwing it down.',
      ),
      ctl(
        'engineering',
        'Attacher les outils utilisés en hauteur avec des longes porte-outils et monter les petits matériaux dans des contenants fermés.',
        'Tether tools used at height with tool lanyards and lift small materials in closed containers.',
      ),
      ctl(
        'administrative',
        "Délimiter et baliser la zone de chute d'objets sous les travaux, avec accès interdit; ne pas entreposer de matériaux près des rives.",
        'Mark off and barricade the drop zone below the work, with no entry; do not store materials near edges.',
      ),
      ctl(
        'ppe',
        'Casque de sécurité pour toute personne dans la zone exposée.',
        'Hard hat for everyone in the exposed area.',
      ),
    ],
    citations: [
      ...PPE_CANADA,
      PPE.cstc,
      ...others(t("Protection contre la chute d'objets", 'Protection against falling objects'), 'both'),
      FALLS.gb,
      ...PPE_INTERNATIONAL,
    ],
    sectors: ['construction', 'manufacturing', 'mining_metals', 'renewable_energy'],
  },
  {
    id: 'storage-rack-collapse',
    family: 'falling_objects',
    name: t(
      "Effondrement d'un palettier ou chute de charges entreposées",
      'Storage rack collapse or falling stored loads',
    ),
    description: t(
      "Effondrement d'un palettier endommagé ou surchargé, ou chute de palettes et de marchandises depuis les niveaux supérieurs, souvent après un impact de chariot élévateur.",
      'Collapse of a damaged or overloaded pallet rack, or pallets and goods falling from upper levels, often after a forklift impact.',
    ),
    keywords: kw(
      'palettier, rayonnage, poutre de palettier, montant endommagé, montant plié, capacité de charge, plaque de charge, protège-montant, entreposage en hauteur, étagère surchargée, palette en porte-à-faux',
      'pallet rack, racking, rack beam, damaged upright, bent upright, load capacity, load sign, column protector, high storage, overloaded shelving, overhanging pallet',
    ),
    likelihood: 2,
    severity: 5,
    controls: [
      ctl(
        'engineering',
        "Ancrer les palettiers au sol; installer des protège-montants, des glissières de protection en bout d'allée, des loquets de poutre et des grillages ou filets anti-chute à l'arrière des travées adossées à une allée.",
        'Anchor racks to the floor; fit column protectors, end-of-aisle barriers, beam locks and mesh or netting at the back of bays facing an aisle.',
      ),
      ctl(
        'administrative',
        "Faire concevoir les palettiers selon les données du fabricant ou d'un ingénieur et afficher la capacité de charge de chaque niveau; charger les plus lourdes palettes aux niveaux inférieurs.",
        "Have racks designed to the manufacturer's or an engineer's data and post the load capacity of each level; place the heaviest pallets on the lower levels.",
      ),
      ctl(
        'administrative',
        'Inspecter les palettiers régulièrement et après tout impact; décharger et condamner sans délai toute travée dont un montant ou une poutre est endommagé; interdire de grimper dans les palettiers.',
        'Inspect racks regularly and after any impact; unload and tag out at once any bay with a damaged upright or beam; forbid climbing racks.',
      ),
      ctl(
        'ppe',
        "Casque de sécurité dans les allées d'entreposage en hauteur pendant les opérations de chargement.",
        'Hard hat in high-bay aisles during loading operations.',
      ),
    ],
    citations: [
      MOBILE.on,
      ...generalFor(
        ['QC', 'BC', 'AB', 'FEDERAL'],
        t('Entreposage sécuritaire des matériaux', 'Safe storage of materials'),
      ),
      ...others(t('Entreposage sécuritaire des matériaux', 'Safe storage of materials')),
    ],
    sectors: ['transportation_warehousing', 'professional_services', 'manufacturing'],
  },
  {
    id: 'tree-felling',
    family: 'falling_objects',
    name: t(
      "Être frappé par un arbre ou une branche lors de l'abattage",
      'Struck by a tree or branch during felling',
    ),
    description: t(
      "Abattage manuel ou élagage : chute imprévue de l'arbre, d'un chicot ou d'une branche morte, arbre encroué qui se dégage, rebond de la bille.",
      'Manual felling or pruning: tree, snag or dead branch falling unexpectedly, hung-up tree coming loose, log kicking back.',
    ),
    keywords: kw(
      "abattage, abattage manuel, arbre, chicot, branche morte, arbre encroué, élagage, émondage, zone d'abattage, entaille d'abattage, bûcheron, débroussaillage",
      'tree felling, felling, tree, snag, dead branch, hung-up tree, widowmaker, pruning, felling zone, back cut, faller, brush clearing',
    ),
    likelihood: 3,
    severity: 5,
    controls: [
      ctl(
        'substitution',
        "Privilégier l'abattage mécanisé (abatteuse) ou le démantèlement par nacelle ou grue pour les arbres dangereux ou proches des bâtiments.",
        'Prefer mechanized felling (feller buncher) or dismantling from an aerial lift or crane for hazardous trees or those near buildings.',
      ),
      ctl(
        'engineering',
        "Engins forestiers munis d'une cabine protégée contre la chute d'objets et le renversement; utiliser coins, treuil ou tire-fort pour diriger la chute et dégager un arbre encroué.",
        'Forestry machines with falling-object and rollover protective cabs; use wedges, a winch or a come-along to direct the fall and free a hung-up tree.',
      ),
      ctl(
        'administrative',
        "Évaluer chaque arbre avant l'abattage (chicots, branches mortes, inclinaison, vent), dégager deux voies de retraite, tenir toute personne hors d'une zone d'au moins deux fois la hauteur de l'arbre; abatteurs formés, jamais seuls.",
        'Assess each tree before felling (snags, dead limbs, lean, wind), clear two escape routes, keep everyone outside a zone of at least twice the tree height; trained fallers, never alone.',
      ),
      ctl(
        'ppe',
        'Casque avec visière et protecteurs auditifs, pantalon ou jambières anti-coupure, bottes de sécurité, vêtements à haute visibilité.',
        'Hard hat with visor and hearing protection, cut-resistant pants or chaps, safety boots, high-visibility clothing.',
      ),
    ],
    citations: [
      ...general(t("Travaux d'abattage et d'aménagement forestier", 'Tree felling and forestry work')),
      ...PPE_INTERNATIONAL,
    ],
    sectors: ['forestry_sawmills', 'professional_services'],
  },
  {
    id: 'crane-suspended-load',
    family: 'lifting_rigging',
    name: t(
      'Charge suspendue : levage par pont roulant ou grue',
      'Suspended load: overhead crane or crane lifting',
    ),
    description: t(
      "Chute, balancement ou heurt d'une charge levée par pont roulant, palan ou grue mobile; renversement de la grue; personne sous la charge.",
      'A load lifted by overhead crane, hoist or mobile crane dropping, swinging or striking someone; crane overturning; person under the load.',
    ),
    keywords: kw(
      'pont roulant, grue, grue mobile, charge suspendue, levage, palan, potence, crochet de levage, signaleur, stabilisateur, charte de charge, plan de levage, câble de guidage',
      'overhead crane, crane, mobile crane, suspended load, lifting, hoist, jib crane, lifting hook, signal person, outrigger, load chart, lift plan, tag line',
    ),
    likelihood: 2,
    severity: 5,
    controls: [
      ctl(
        'engineering',
        "Équiper les appareils de limiteurs de charge et de fin de course et de crochets à linguet de sécurité; pour les grues mobiles, indicateur de moment de charge et stabilisateurs calés sur des plaques d'appui.",
        'Fit lifting devices with load and travel limiters and hooks with safety latches; for mobile cranes, a load moment indicator and outriggers on cribbing pads.',
      ),
      ctl(
        'administrative',
        'Plan de levage pour les levages critiques; respecter la capacité nominale et la charte de charge; baliser la zone sous la charge et y interdire le passage; guider la charge avec des câbles de guidage.',
        'Lift plan for critical lifts; stay within rated capacity and the load chart; barricade the area under the load and keep everyone out; control the load with tag lines.',
      ),
      ctl(
        'administrative',
        'Manœuvre par des opérateurs qualifiés avec un signaleur désigné et un code de signaux convenu; inspection quotidienne et inspection périodique documentée des appareils.',
        'Operation by qualified operators with a designated signal person and agreed signals; daily inspection and documented periodic inspection of the equipment.',
      ),
      ctl(
        'ppe',
        'Casque de sécurité, chaussures de sécurité et gants pour les élingueurs.',
        'Hard hat, safety footwear and gloves for riggers.',
      ),
    ],
    citations: general(LIFTING_SUBJECT, 'both'),
    sectors: [
      'construction',
      'manufacturing',
      'mining_metals',
      'renewable_energy',
      'transportation_warehousing',
      'automotive',
    ],
  },
  {
    id: 'rigging-sling-failure',
    family: 'lifting_rigging',
    name: t(
      "Rupture ou glissement d'une élingue ou d'un accessoire de levage",
      'Sling or rigging hardware failure or slippage',
    ),
    description: t(
      "Élingue usée, coupée sur une arête vive, surchargée par un angle d'élingage trop ouvert, ou accessoire non identifié : chute de la charge.",
      'Sling worn, cut on a sharp edge, overloaded by a wide sling angle, or unidentified hardware: load falls.',
    ),
    keywords: kw(
      "élingue, élingue en câble d'acier, élingue synthétique, chaîne de levage, manille, anneau de levage, accessoire de levage, élingage, arête vive, étiquette de capacité, palonnier",
      'sling, wire rope sling, synthetic sling, lifting chain, shackle, eyebolt, rigging hardware, rigging, sharp edge, sling tag, spreader bar',
    ),
    likelihood: 2,
    severity: 5,
    controls: [
      ctl(
        'engineering',
        'Utiliser des accessoires de levage identifiés (étiquette de capacité), des protège-arêtes sur les angles vifs et un palonnier pour les charges longues; prévoir des points de levage conçus sur les pièces.',
        'Use identified rigging (capacity tag), edge protectors on sharp corners and a spreader bar for long loads; provide engineered lifting points on parts.',
      ),
      ctl(
        'administrative',
        "Choisir l'élingue et le mode d'élingage selon la masse et l'angle (capacité réduite aux angles ouverts); inspection visuelle avant chaque usage et inspection périodique documentée; retrait immédiat des élingues sans étiquette, coupées, écrasées ou à torons brisés.",
        'Select the sling and hitch for the weight and angle (capacity drops at wide angles); visual check before each use and documented periodic inspection; remove at once slings that are untagged, cut, crushed or have broken strands.',
      ),
      ctl(
        'administrative',
        'Former les élingueurs; ne jamais se placer sous la charge ni la guider à la main.',
        'Train riggers; never stand under the load or guide it by hand.',
      ),
      ctl(
        'ppe',
        'Gants de manutention, casque et chaussures de sécurité.',
        'Handling gloves, hard hat and safety footwear.',
      ),
    ],
    citations: general(LIFTING_SUBJECT, 'both'),
    sectors: ['construction', 'manufacturing', 'mining_metals', 'renewable_energy'],
  },
];

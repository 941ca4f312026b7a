import type { Hazard } from '../types';
import { ctl, general, kw, others, t } from './citations';
import { PPE, PPE_INTERNATIONAL, WHMIS } from './rows-health';

const WHMIS_CITATIONS = [
  WHMIS.qc,
  WHMIS.qcAct,
  WHMIS.on,
  WHMIS.bc,
  WHMIS.ab,
  WHMIS.federal,
  ...others(t('Produits dangereux (SIMDUT)', 'Hazardous products (WHMIS)')),
  WHMIS.us,
  WHMIS.gb,
];

export const CHEMICAL_HAZARDS: Hazard[] = [
  {
    id: 'whmis-labelling-sds',
    family: 'chemical',
    name: t(
      'Produits dangereux sans étiquette SIMDUT ou sans fiche de données de sécurité',
      'Hazardous products without WHMIS label or safety data sheet',
    ),
    description: t(
      "Contenants non étiquetés (transvasements, vaporisateurs), fiches de données de sécurité absentes ou périmées, travailleurs non formés : exposition ou mélange dangereux faute d'information.",
      'Unlabelled containers (decanted products, spray bottles), missing or outdated safety data sheets, untrained workers: exposure or dangerous mixing for lack of information.',
    ),
    keywords: kw(
      'simdut, fiche de données de sécurité, fds, étiquette, étiquette du lieu de travail, produit dangereux, pictogramme, contenant sans étiquette, transvasement, vaporisateur sans étiquette, produit non identifié, mention de danger',
      'whmis, safety data sheet, sds, label, workplace label, hazardous product, pictogram, unlabelled container, decanting, unlabelled spray bottle, unidentified product, hazard statement, ghs',
    ),
    likelihood: 3,
    severity: 3,
    controls: [
      ctl(
        'elimination',
        "Faire l'inventaire des produits et éliminer de façon sécuritaire ceux qui sont inutilisés, périmés ou en double.",
        'Inventory products and safely dispose of those that are unused, expired or duplicated.',
      ),
      ctl(
        'substitution',
        'Avant tout achat, comparer les fiches de données de sécurité et choisir le produit le moins dangereux qui convient.',
        'Before buying, compare safety data sheets and choose the least hazardous suitable product.',
      ),
      ctl(
        'administrative',
        "S'assurer que chaque contenant porte l'étiquette du fournisseur ou une étiquette du lieu de travail (transvasements) et que les fiches de données de sécurité à jour sont accessibles aux postes de travail.",
        'Make sure every container has the supplier label or a workplace label (decanted products) and that up-to-date safety data sheets are available at workstations.',
      ),
      ctl(
        'administrative',
        'Former les travailleurs au SIMDUT (pictogrammes, mentions de danger, fiches de données de sécurité) et aux procédures propres au lieu de travail.',
        'Train workers in WHMIS (pictograms, hazard statements, safety data sheets) and in workplace-specific procedures.',
      ),
    ],
    citations: WHMIS_CITATIONS,
    sectors: [],
  },
  {
    id: 'corrosive-substances',
    family: 'chemical',
    name: t(
      'Produits corrosifs (acides, bases) : brûlures chimiques',
      'Corrosive products (acids, bases): chemical burns',
    ),
    description: t(
      'Éclaboussure ou contact avec un acide ou une base lors du transvasement, de la dilution ou du nettoyage : brûlures de la peau, lésions oculaires permanentes.',
      'Splash or contact with an acid or base while decanting, diluting or cleaning: skin burns, permanent eye damage.',
    ),
    keywords: kw(
      'corrosif, acide, base, soude caustique, hydroxyde de sodium, acide sulfurique, acide chlorhydrique, dégraisseur alcalin, électrolyte de batterie, pictogramme corrosion, brûlure chimique, douche oculaire',
      'corrosive, acid, caustic, caustic soda, sodium hydroxide, sulfuric acid, hydrochloric acid, alkaline degreaser, battery acid, corrosion pictogram, chemical burn, eyewash',
    ),
    likelihood: 3,
    severity: 4,
    controls: [
      ctl(
        'substitution',
        'Remplacer par des produits moins concentrés ou moins corrosifs (nettoyants neutres, solutions prédiluées).',
        'Replace with less concentrated or less corrosive products (neutral cleaners, pre-diluted solutions).',
      ),
      ctl(
        'engineering',
        "Systèmes fermés de dosage et de transvasement (pompes, robinets, doseurs) plutôt que le versement manuel; bacs de rétention; douche oculaire et douche d'urgence à proximité immédiate, vérifiées régulièrement.",
        'Closed dosing and transfer systems (pumps, taps, dispensers) instead of manual pouring; spill containment; eyewash and emergency shower close by, regularly tested.',
      ),
      ctl(
        'administrative',
        'Entreposer séparément acides et bases; étiqueter les contenants; procédure de déversement avec absorbants neutralisants; formation au SIMDUT.',
        'Store acids and bases apart; label containers; spill procedure with neutralizing absorbents; WHMIS training.',
      ),
      ctl(
        'ppe',
        'Lunettes étanches et écran facial, gants et tablier résistants au produit selon la fiche de données de sécurité.',
        'Chemical goggles and face shield, gloves and apron resistant to the product as per the safety data sheet.',
      ),
    ],
    citations: [...WHMIS_CITATIONS, ...PPE_INTERNATIONAL],
    sectors: ['manufacturing', 'professional_services', 'mining_metals', 'renewable_energy'],
  },
  {
    id: 'solvent-vapours',
    family: 'chemical',
    name: t(
      'Solvants organiques : vapeurs, contact cutané et inflammabilité',
      'Organic solvents: vapours, skin contact and flammability',
    ),
    description: t(
      'Inhalation de vapeurs de solvants (peinture, dégraissage, colles) et absorption cutanée : étourdissements, atteintes neurologiques, dermatites; vapeurs inflammables.',
      'Inhaling solvent vapours (painting, degreasing, adhesives) and skin absorption: dizziness, nervous system effects, dermatitis; flammable vapours.',
    ),
    keywords: kw(
      'solvant, diluant, vapeur de solvant, toluène, xylène, acétone, essence minérale, peinture au solvant, dégraissage, odeur de solvant, colle contact, fontaine de dégraissage, cabine de peinture',
      'solvent, thinner, solvent vapour, toluene, xylene, acetone, mineral spirits, solvent-based paint, degreasing, solvent odour, contact cement, parts washer, spray booth',
    ),
    likelihood: 3,
    severity: 3,
    controls: [
      ctl(
        'substitution',
        "Remplacer par des produits à base d'eau ou à faible teneur en composés organiques volatils, ou par des solvants moins volatils et moins toxiques.",
        'Replace with water-based or low-VOC products, or with less volatile and less toxic solvents.',
      ),
      ctl(
        'engineering',
        'Captage à la source (ventilation locale par extraction), cabine de peinture ventilée, fontaines de dégraissage à couvercle; contenants fermés.',
        'Local exhaust ventilation, ventilated spray booth, covered parts washers; containers kept closed.',
      ),
      ctl(
        'administrative',
        "Mesurer l'exposition et la comparer aux valeurs d'exposition admissibles; limiter les quantités au poste; interdire les sources d'inflammation; formation au SIMDUT.",
        'Measure exposure against the occupational exposure limits; limit quantities at the workstation; ban ignition sources; WHMIS training.',
      ),
      ctl(
        'ppe',
        "Gants résistants au solvant choisis selon la fiche de données de sécurité, lunettes; appareil de protection respiratoire à cartouches pour vapeurs organiques si l'exposition n'est pas maîtrisée, dans un programme de protection respiratoire.",
        'Solvent-resistant gloves chosen from the safety data sheet, safety glasses; organic-vapour cartridge respirator if exposure is not controlled, within a respiratory protection program.',
      ),
    ],
    citations: [...WHMIS_CITATIONS, PPE.qcRespirators],
    sectors: ['manufacturing', 'construction', 'transportation_warehousing', 'automotive'],
  },
  {
    id: 'pesticide-exposure',
    family: 'chemical',
    name: t(
      "Pesticides : exposition lors de la préparation et de l'application",
      'Pesticides: exposure during mixing and application',
    ),
    description: t(
      'Contact cutané, inhalation ou éclaboussure lors de la préparation de la bouillie, de la pulvérisation ou de la réentrée trop hâtive dans une zone traitée : intoxication aiguë, effets chroniques.',
      'Skin contact, inhalation or splash while mixing, spraying or re-entering a treated area too early: acute poisoning, chronic effects.',
    ),
    keywords: kw(
      'pesticide, herbicide, insecticide, fongicide, pulvérisateur, pulvérisation, bouillie, délai de réentrée, produit phytosanitaire, traitement des cultures, fumigation, serre',
      'pesticide, herbicide, insecticide, fungicide, sprayer, spraying, tank mix, restricted-entry interval, crop protection product, crop treatment, fumigation, greenhouse',
    ),
    likelihood: 3,
    severity: 4,
    controls: [
      ctl(
        'substitution',
        'Recourir à la lutte intégrée et choisir, parmi les produits homologués efficaces, le moins toxique.',
        'Use integrated pest management and choose the least toxic effective registered product.',
      ),
      ctl(
        'engineering',
        "Systèmes de transfert fermés pour la préparation; tracteurs à cabine filtrée et pressurisée pour l'application.",
        'Closed transfer systems for mixing; tractors with filtered, pressurized cabs for application.',
      ),
      ctl(
        'administrative',
        "Respecter l'étiquette homologuée (doses, délais de réentrée); afficher les zones traitées; confier la préparation et l'application à des applicateurs certifiés; eau et trousse de décontamination sur place.",
        'Follow the registered label (rates, re-entry intervals); post treated areas; have certified applicators mix and apply; water and decontamination kit on site.',
      ),
      ctl(
        'ppe',
        "Gants en nitrile, combinaison et protection oculaire; appareil de protection respiratoire selon l'étiquette du produit.",
        'Nitrile gloves, coveralls and eye protection; respirator as required by the product label.',
      ),
    ],
    citations: [
      ...general(t('Exposition aux pesticides', 'Pesticide exposure')),
      PPE.qcRespirators,
      WHMIS.gb,
      ...PPE_INTERNATIONAL,
    ],
    sectors: ['forestry_sawmills', 'professional_services'],
  },
];

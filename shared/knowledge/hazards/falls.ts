import type { Hazard } from '../types';
import { I, ctl, kw, others, t, unconfirmed } from './citations';
import { FALLS, PE_FALLS_OVERRIDE } from './rows-safety';

const FALLS_SUBJECT = t('Protection contre les chutes de hauteur', 'Protection against falls from height');
const othersFalls = (scope: 'industry' | 'construction' | 'both') =>
  others(FALLS_SUBJECT, scope, PE_FALLS_OVERRIDE);
const INTERNATIONAL = [FALLS.usIndustry, FALLS.usConstruction, FALLS.gb, FALLS.mx, FALLS.br];

export const FALL_HAZARDS: Hazard[] = [
  {
    id: 'ladder-fall',
    family: 'falls',
    name: t("Chute d'une échelle ou d'un escabeau", 'Fall from a ladder or stepladder'),
    description: t(
      "Chute lors de l'utilisation d'une échelle portative ou d'un escabeau : échelle instable, mal positionnée ou endommagée, travailleur en surextension, transportant une charge ou travaillant longtemps depuis l'échelle.",
      'Fall while using a portable ladder or stepladder: unstable, badly set or damaged ladder, worker overreaching, carrying a load or working for long periods from the ladder.',
    ),
    keywords: kw(
      "échelle, escabeau, échelle portative, échelle coulissante, échelon, marchepied, barreau manquant, pied antidérapant, travail sur échelle, haut de l'escabeau",
      'ladder, stepladder, extension ladder, portable ladder, rung, step stool, missing rung, ladder foot, working from a ladder, top step',
    ),
    likelihood: 3,
    severity: 4,
    controls: [
      ctl(
        'elimination',
        'Supprimer le travail en hauteur en réalisant la tâche depuis le sol : outils à long manche, équipements abaissables, rangement des articles fréquemment utilisés à hauteur de travail.',
        'Remove the need to work at height by doing the task from the ground: long-handled tools, lowerable equipment, frequently used items stored at working height.',
      ),
      ctl(
        'substitution',
        "Remplacer l'échelle par une plateforme de travail munie de garde-corps (escabeau-plateforme, plateforme roulante, plateforme élévatrice mobile de personnel) pour toute tâche prolongée ou exigeant les deux mains.",
        'Replace the ladder with a guarded work platform (platform stepladder, rolling platform, mobile elevating work platform) for any prolonged task or one needing both hands.',
      ),
      ctl(
        'engineering',
        "Utiliser des échelles conformes à la norme CSA Z11, munies de patins antidérapants; attacher ou retenir le haut de l'échelle et installer des stabilisateurs.",
        'Use ladders meeting CSA Z11 with non-slip feet; tie off or secure the top of the ladder and fit stabilizers.',
      ),
      ctl(
        'administrative',
        "Inspecter l'échelle avant chaque usage et retirer du service toute échelle endommagée; respecter l'inclinaison de 4 pour 1 et un dépassement d'environ 900 mm au-dessus du palier; maintenir trois points d'appui; former les utilisateurs.",
        'Inspect the ladder before each use and tag out any damaged ladder; keep the 4-to-1 slope and about 900 mm extension above the landing; keep three points of contact; train users.',
      ),
      ctl(
        'ppe',
        "Chaussures de sécurité à semelle antidérapante; harnais relié à un ancrage lorsque la hauteur et la tâche l'exigent.",
        'Safety footwear with slip-resistant soles; harness connected to an anchor where the height and task require it.',
      ),
    ],
    citations: [
      FALLS.qc,
      FALLS.onConstruction,
      unconfirmed('ON', I.ON_851, t('Échelles et accès en hauteur', 'Ladders and access at height')),
      FALLS.bc,
      FALLS.ab,
      FALLS.federal,
      ...othersFalls('both'),
      FALLS.gb,
      FALLS.mx,
      FALLS.br,
    ],
    sectors: ['construction', 'professional_services', 'transportation_warehousing', 'manufacturing'],
  },
  {
    id: 'roof-edge-fall',
    family: 'falls',
    name: t(
      "Chute de hauteur en bordure d'un toit ou d'un plancher",
      'Fall from the edge of a roof or floor',
    ),
    description: t(
      "Travail près d'une rive non protégée (toit, dalle, plancher en construction, quai surélevé) exposant à une chute de hauteur, souvent de plus de 3 m et potentiellement mortelle.",
      'Work near an unprotected edge (roof, slab, floor under construction, raised platform) exposing workers to a fall from height, often of more than 3 m and potentially fatal.',
    ),
    keywords: kw(
      "toit, toiture, bordure de toit, rive, rive non protégée, travail en hauteur, couvreur, dalle, plancher en construction, parapet, garde-corps manquant, ligne d'avertissement, ligne de vie",
      'roof, roofing, roof edge, leading edge, unprotected edge, work at height, roofer, slab edge, floor under construction, parapet, missing guardrail, warning line, lifeline',
    ),
    likelihood: 3,
    severity: 5,
    controls: [
      ctl(
        'elimination',
        'Supprimer le travail en bordure dès la conception : équipements de toiture éloignés des rives, préfabrication au sol, parapets ou garde-corps permanents intégrés au bâtiment.',
        'Design out edge work: rooftop equipment set back from edges, prefabrication at ground level, permanent parapets or guardrails built into the building.',
      ),
      ctl(
        'engineering',
        'Installer des garde-corps (lisse supérieure, lisse intermédiaire et plinthe) le long de toutes les rives exposant à une chute; à défaut, des filets de sécurité sous la zone de travail.',
        'Install guardrails (top rail, mid rail and toe board) along every edge exposing workers to a fall; otherwise, safety nets below the work area.',
      ),
      ctl(
        'administrative',
        "Établir un plan de protection contre les chutes et une procédure de sauvetage; délimiter une zone d'accès restreint à distance de la rive par une ligne d'avertissement; former et superviser les travailleurs.",
        'Prepare a fall protection plan and a rescue procedure; mark a restricted zone back from the edge with a warning line; train and supervise workers.',
      ),
      ctl(
        'ppe',
        "Lorsque la protection collective est impossible : harnais de sécurité relié par un absorbeur d'énergie ou une ligne de vie à un ancrage conçu à cet effet (système d'arrêt de chute ou de retenue).",
        'Where collective protection is impossible: full-body harness connected through an energy absorber or lifeline to an engineered anchor (fall-arrest or travel-restraint system).',
      ),
    ],
    citations: [
      FALLS.qc,
      FALLS.qcRescue,
      FALLS.cstcNet,
      FALLS.cstcAnchor,
      FALLS.onGuardrails,
      FALLS.onConstruction,
      FALLS.bc,
      FALLS.bcPart4,
      FALLS.ab,
      FALLS.federal,
      ...othersFalls('both'),
      ...INTERNATIONAL,
    ],
    sectors: ['construction', 'renewable_energy'],
  },
  {
    id: 'floor-opening-fall',
    family: 'falls',
    name: t('Chute par une ouverture dans un plancher ou un toit', 'Fall through a floor or roof opening'),
    description: t(
      'Chute par une trémie, un puits, un regard ou un puits de lumière non protégé, ou par un couvercle mal fixé ou trop faible.',
      'Fall through an unprotected floor opening, shaft, manhole or skylight, or through a cover that is not secured or too weak.',
    ),
    keywords: kw(
      "ouverture dans le plancher, trémie, puits, puits de lumière, lanterneau, regard, couvercle, trappe, ouverture non protégée, puits d'ascenseur, trou dans le plancher",
      'floor opening, floor hole, shaft, skylight, roof opening, manhole, cover, hatch, unprotected opening, elevator shaft, hole in floor',
    ),
    likelihood: 3,
    severity: 5,
    controls: [
      ctl(
        'elimination',
        'Refermer définitivement les ouvertures dès que la séquence des travaux le permet.',
        'Close openings permanently as soon as the work sequence allows.',
      ),
      ctl(
        'engineering',
        "Couvrir chaque ouverture d'un couvercle fixé, capable de supporter les charges prévues et identifié « OUVERTURE — NE PAS RETIRER », ou l'entourer de garde-corps; poser des grilles ou écrans sous les puits de lumière.",
        'Cover every opening with a secured cover able to bear the expected loads and marked "OPENING — DO NOT REMOVE", or surround it with guardrails; fit screens or grids under skylights.',
      ),
      ctl(
        'administrative',
        "Vérifier les ouvertures à l'inspection quotidienne; n'autoriser le retrait d'un couvercle qu'avec une mesure de remplacement; baliser les ouvertures temporaires.",
        'Check openings at the daily inspection; allow a cover to be removed only with a substitute measure in place; mark temporary openings.',
      ),
      ctl(
        'ppe',
        "Harnais relié à un ancrage pour poser ou retirer un couvercle ou travailler près d'une ouverture non protégée.",
        'Harness connected to an anchor to fit or remove a cover or work near an unprotected opening.',
      ),
    ],
    citations: [
      FALLS.qc,
      FALLS.cstcAnchor,
      FALLS.onGuardrails,
      FALLS.onConstruction,
      FALLS.bc,
      FALLS.bcPart4,
      FALLS.ab,
      FALLS.federal,
      ...othersFalls('both'),
      ...INTERNATIONAL,
    ],
    sectors: ['construction', 'manufacturing', 'mining_metals', 'renewable_energy'],
  },
  {
    id: 'scaffold-fall',
    family: 'falls',
    name: t(
      "Chute d'un échafaudage ou effondrement de l'échafaudage",
      'Fall from a scaffold or scaffold collapse',
    ),
    description: t(
      "Chute depuis une plateforme d'échafaudage incomplète ou sans garde-corps, ou effondrement d'un échafaudage mal appuyé, mal contreventé ou non ancré.",
      'Fall from an incomplete or unguarded scaffold platform, or collapse of a scaffold that is poorly supported, braced or tied.',
    ),
    keywords: kw(
      "échafaudage, échafaudage roulant, échafaudage tubulaire, plateforme d'échafaudage, madrier, plateau, contreventement, semelle d'appui, étiquette d'échafaudage, montage d'échafaudage",
      'scaffold, rolling scaffold, tube and clamp scaffold, scaffold platform, scaffold plank, bracing, mudsill, base plate, scaffold tag, scaffold erection',
    ),
    likelihood: 3,
    severity: 5,
    controls: [
      ctl(
        'substitution',
        "Privilégier une plateforme élévatrice mobile de personnel ou un échafaudage préfabriqué à plateformes complètes plutôt qu'un échafaudage de fortune.",
        'Prefer a mobile elevating work platform or a proprietary scaffold with full platforms over a makeshift scaffold.',
      ),
      ctl(
        'engineering',
        "Monter l'échafaudage selon les instructions du fabricant ou les plans d'un ingénieur : semelles d'appui, vérins de base, contreventement, ancrages au bâtiment, plateformes complètes avec garde-corps et plinthes, accès par échelle intégrée.",
        "Erect the scaffold to the manufacturer's instructions or an engineer's drawings: mudsills, base jacks, bracing, ties to the building, full platforms with guardrails and toe boards, built-in ladder access.",
      ),
      ctl(
        'administrative',
        "Faire monter, modifier et démonter par des personnes compétentes; inspecter avant chaque quart et après intempéries et apposer une étiquette d'état; interdire de déplacer un échafaudage roulant occupé.",
        'Have competent persons erect, alter and dismantle it; inspect before each shift and after bad weather and tag its status; never move an occupied rolling scaffold.',
      ),
      ctl(
        'ppe',
        'Harnais relié à un ancrage pendant le montage et le démontage, lorsque les garde-corps ne sont pas encore en place.',
        'Harness connected to an anchor during erection and dismantling, while guardrails are not yet in place.',
      ),
    ],
    citations: [
      FALLS.qc,
      FALLS.qcRescue,
      FALLS.cstcAnchor,
      FALLS.onConstruction,
      FALLS.bc,
      FALLS.ab,
      FALLS.federal,
      FALLS.federalStructures,
      ...othersFalls('construction'),
      ...INTERNATIONAL,
    ],
    sectors: ['construction', 'mining_metals', 'renewable_energy'],
  },
  {
    id: 'mezzanine-fall',
    family: 'falls',
    name: t(
      'Chute depuis une mezzanine ou une plateforme surélevée',
      'Fall from a mezzanine or raised platform',
    ),
    description: t(
      "Chute depuis la rive d'une mezzanine d'entreposage, d'une passerelle ou d'une plateforme d'équipement, notamment à l'aire de dépôt des palettes où le garde-corps est ouvert.",
      'Fall from the edge of a storage mezzanine, walkway or equipment platform, especially at the pallet drop area where the guardrail is left open.',
    ),
    keywords: kw(
      'mezzanine, plateforme surélevée, passerelle, aire de dépôt de palettes, barrière de mezzanine, garde-corps ouvert, rive de mezzanine, entreposage en hauteur, chaîne de mezzanine',
      'mezzanine, raised platform, catwalk, walkway, pallet drop area, pallet gate, open guardrail, mezzanine edge, elevated storage, mezzanine chain',
    ),
    likelihood: 3,
    severity: 5,
    controls: [
      ctl(
        'elimination',
        "Éviter l'accès aux rives : entreposer au niveau du sol ou desservir la mezzanine par un monte-charge ou un convoyeur plutôt que par dépôt de palettes au chariot.",
        'Avoid edge access: store at floor level or serve the mezzanine with a material lift or conveyor instead of forklift pallet drops.',
      ),
      ctl(
        'engineering',
        "Installer à l'aire de dépôt une barrière à sas (pivotante ou va-et-vient) dont un côté reste toujours fermé; garde-corps continus avec plinthes sur toutes les autres rives; escalier fixe avec main courante.",
        'Fit the drop area with a safety gate (pivoting or up-and-over) that always keeps one side closed; continuous guardrails with toe boards on every other edge; fixed stair with handrail.',
      ),
      ctl(
        'administrative',
        "Interdire d'ouvrir ou de retirer un garde-corps sans mesure de remplacement; afficher la charge admissible de la mezzanine; tenir la zone sous la rive libre de circulation piétonne.",
        'Forbid opening or removing a guardrail without a substitute measure; post the mezzanine load rating; keep pedestrians out of the area below the edge.',
      ),
      ctl(
        'ppe',
        "Système de retenue (harnais et longe d'une longueur empêchant d'atteindre la rive) pour toute intervention à une rive ouverte.",
        'Travel-restraint system (harness and lanyard too short to reach the edge) for any task at an open edge.',
      ),
    ],
    citations: [
      FALLS.qc,
      FALLS.onGuardrails,
      FALLS.bc,
      FALLS.bcPart4,
      FALLS.ab,
      FALLS.federal,
      ...othersFalls('industry'),
      FALLS.usIndustry,
      FALLS.gb,
      FALLS.mx,
      FALLS.br,
    ],
    sectors: ['transportation_warehousing', 'manufacturing', 'professional_services'],
  },
];

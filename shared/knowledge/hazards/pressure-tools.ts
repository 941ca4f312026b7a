import type { Hazard } from '../types';
import { ctl, general, kw, t } from './citations';
import { GUARDING } from './rows-safety';
import { PPE_INTERNATIONAL, WHMIS } from './rows-health';

const TOOLS_SUBJECT = t('Outils et équipements de travail', 'Tools and work equipment');

export const PRESSURE_AND_TOOL_HAZARDS: Hazard[] = [
  {
    id: 'compressed-gas-cylinders',
    family: 'pressure',
    name: t('Bouteilles de gaz comprimé', 'Compressed gas cylinders'),
    description: t(
      'Bouteille non attachée qui tombe et dont le robinet se rompt (projectile), fuite de gaz inflammable ou comburant, asphyxie par gaz inerte dans un local fermé.',
      'Unsecured cylinder falling and breaking its valve (projectile), leak of flammable or oxidizing gas, asphyxiation by inert gas in an enclosed room.',
    ),
    keywords: kw(
      'bouteille de gaz, bouteille de gaz comprimé, cylindre de gaz, oxygène, acétylène, propane, azote, argon, détendeur, chapeau de protection, bouteille non attachée, chaîne de retenue, gaz sous pression',
      'gas cylinder, compressed gas cylinder, oxygen, acetylene, propane, nitrogen, argon, regulator, valve cap, unsecured cylinder, cylinder chain, cylinder cart, gas under pressure',
    ),
    likelihood: 2,
    severity: 5,
    controls: [
      ctl(
        'substitution',
        'Remplacer les bouteilles par une alimentation centralisée (réseau fixe, réservoir en vrac) lorsque la consommation le justifie.',
        'Replace cylinders with a central supply (fixed piping, bulk tank) where consumption justifies it.',
      ),
      ctl(
        'engineering',
        "Entreposer les bouteilles debout, attachées par chaîne ou support, dans un local ventilé; séparer l'oxygène des gaz combustibles par une distance suffisante ou une cloison incombustible; clapets anti-retour et dispositifs anti-retour de flamme sur les chalumeaux.",
        'Store cylinders upright, chained or racked, in a ventilated area; separate oxygen from fuel gases by distance or a non-combustible wall; check valves and flashback arrestors on torches.',
      ),
      ctl(
        'administrative',
        "Déplacer les bouteilles sur un chariot, chapeau de protection vissé, sans les rouler ni les soulever par le chapeau; vérifier l'étiquetage et l'étanchéité; former les utilisateurs.",
        'Move cylinders on a cart with the valve cap on, never rolling them or lifting them by the cap; check labels and leak-tightness; train users.',
      ),
      ctl(
        'ppe',
        'Gants, lunettes de sécurité et chaussures de sécurité pour la manutention.',
        'Gloves, safety glasses and safety footwear for handling.',
      ),
    ],
    citations: [
      WHMIS.qc,
      WHMIS.qcAct,
      ...general(
        t('Entreposage et manutention des gaz comprimés', 'Storage and handling of compressed gases'),
        'both',
      ),
    ],
    sectors: ['manufacturing', 'construction', 'professional_services', 'automotive'],
  },
  {
    id: 'pressure-vessels',
    family: 'pressure',
    name: t('Appareils et réservoirs sous pression, air comprimé', 'Pressure vessels and compressed air'),
    description: t(
      "Éclatement d'une chaudière, d'un réservoir d'air ou d'un autoclave; fouettement d'un boyau sous pression; projection de particules ou injection d'air lors du nettoyage à l'air comprimé.",
      'Rupture of a boiler, air receiver or autoclave; whipping of a pressurized hose; flying particles or air injection when cleaning with compressed air.',
    ),
    keywords: kw(
      "réservoir sous pression, appareil sous pression, chaudière, compresseur, réservoir d'air, soupape de sûreté, manomètre, autoclave, air comprimé, boyau pneumatique, raccord rapide, vapeur, boyau hydraulique",
      'pressure vessel, boiler, compressor, air receiver, relief valve, pressure gauge, autoclave, compressed air, air hose, quick coupling, steam, hydraulic hose, whip check',
    ),
    likelihood: 2,
    severity: 5,
    controls: [
      ctl(
        'substitution',
        "Remplacer le nettoyage à l'air comprimé par un aspirateur industriel; à défaut, buses de sécurité à pression réduite.",
        'Replace compressed-air cleaning with an industrial vacuum; otherwise, reduced-pressure safety nozzles.',
      ),
      ctl(
        'engineering',
        "Munir chaque appareil d'une soupape de sûreté tarée à la pression de calcul et dirigée vers un lieu sûr, d'un manomètre et de purges; câbles anti-fouet sur les raccords des boyaux sous pression.",
        'Fit every vessel with a relief valve set at design pressure and discharging to a safe place, a pressure gauge and drains; whip checks on pressurized hose connections.',
      ),
      ctl(
        'administrative',
        "Faire inspecter les appareils et essayer les soupapes selon les exigences de l'autorité compétente; respecter la pression maximale de service affichée; dépressuriser et cadenasser avant l'entretien.",
        'Have vessels inspected and relief valves tested as required by the authority having jurisdiction; keep within the posted maximum working pressure; depressurize and lock out before maintenance.',
      ),
      ctl(
        'ppe',
        "Lunettes de sécurité ou écran facial lors du raccordement et de l'utilisation de l'air comprimé.",
        'Safety glasses or face shield when connecting and using compressed air.',
      ),
    ],
    citations: general(t('Appareils sous pression', 'Pressure equipment')),
    sectors: ['manufacturing', 'mining_metals', 'renewable_energy', 'professional_services'],
  },
  {
    id: 'hand-tool-cuts',
    family: 'hand_tools',
    name: t('Outils à main et couteaux : coupures', 'Hand tools and knives: cuts'),
    description: t(
      "Coupures et lacérations par couteau à lame fixe, exacto ou outil inadapté ou endommagé (manche fendu, tête champignonnée), notamment à l'ouverture des boîtes et à la découpe.",
      'Cuts and lacerations from fixed-blade or utility knives or from unsuitable or damaged tools (split handle, mushroomed head), especially when opening boxes and cutting.',
    ),
    keywords: kw(
      'couteau, couteau à lame rétractable, exacto, lame, outil à main, tournevis, marteau, ciseau à froid, coupure, lacération, outil endommagé, ouverture de boîte, découpe',
      'knife, utility knife, box cutter, blade, hand tool, screwdriver, hammer, cold chisel, cut, laceration, damaged tool, mushroomed head, box opening',
    ),
    likelihood: 4,
    severity: 2,
    controls: [
      ctl(
        'elimination',
        "Faire livrer les produits dans des emballages à ouverture facile pour supprimer l'usage du couteau.",
        'Have products delivered in easy-open packaging to remove the need for knives.',
      ),
      ctl(
        'substitution',
        'Remplacer les couteaux à lame fixe par des couteaux à lame rétractable automatique ou à lame protégée.',
        'Replace fixed-blade knives with self-retracting or shielded-blade knives.',
      ),
      ctl(
        'engineering',
        'Postes munis de dispositifs de maintien de la pièce (étau, serre-joint) pour que la main libre reste hors de la trajectoire de la lame.',
        'Workstations with work-holding devices (vise, clamp) so the free hand stays out of the blade path.',
      ),
      ctl(
        'administrative',
        "Inspecter les outils et retirer ceux qui sont endommagés; choisir l'outil adapté à la tâche; couper en s'éloignant du corps; ranger les lames dans des étuis.",
        'Inspect tools and remove damaged ones; use the right tool for the job; cut away from the body; keep blades in sheaths.',
      ),
      ctl(
        'ppe',
        'Gants résistants aux coupures, du niveau adapté à la tâche.',
        'Cut-resistant gloves of a level suited to the task.',
      ),
    ],
    citations: [...general(TOOLS_SUBJECT, 'both'), GUARDING.gb],
    sectors: ['professional_services', 'manufacturing', 'construction', 'forestry_sawmills'],
  },
  {
    id: 'portable-power-tools',
    family: 'hand_tools',
    name: t(
      'Outils portatifs motorisés : éclatement, recul, coupures',
      'Portable power tools: wheel burst, kickback, cuts',
    ),
    description: t(
      "Meuleuse d'angle, scie circulaire portative, perceuse ou cloueuse : éclatement du disque, recul de l'outil, contact avec la lame, projection de particules, clou tiré accidentellement.",
      'Angle grinder, portable circular saw, drill or nail gun: wheel burst, tool kickback, blade contact, flying particles, accidental nail discharge.',
    ),
    keywords: kw(
      "meuleuse, meuleuse d'angle, disque abrasif, disque à tronçonner, scie circulaire portative, perceuse, cloueuse, outil à cartouche, recul, éclatement du disque, protecteur de meule, outil portatif",
      'grinder, angle grinder, abrasive disc, cut-off wheel, portable circular saw, drill, nail gun, powder-actuated tool, kickback, wheel burst, wheel guard, power tool',
    ),
    likelihood: 3,
    severity: 4,
    controls: [
      ctl(
        'substitution',
        "Choisir des outils moins dangereux pour la tâche : scie à ruban portative plutôt que meuleuse pour couper, cloueuse à déclenchement séquentiel plutôt qu'à contact.",
        'Choose less hazardous tools for the task: portable band saw rather than a grinder for cutting, sequential-trigger rather than contact-trigger nailers.',
      ),
      ctl(
        'engineering',
        "Outils munis de leur protecteur de meule ou de lame, d'un interrupteur à relâchement automatique et d'une poignée auxiliaire; vitesse nominale du disque au moins égale à celle de l'outil.",
        "Tools fitted with their wheel or blade guard, a dead-man switch and an auxiliary handle; disc rated speed at least equal to the tool's speed.",
      ),
      ctl(
        'administrative',
        "Inspecter outils et disques avant usage (fissures, date d'expiration); débrancher pour changer le disque; former les utilisateurs; délimiter la zone de projection.",
        'Inspect tools and discs before use (cracks, expiry date); unplug to change the disc; train users; mark off the spark and debris zone.',
      ),
      ctl(
        'ppe',
        'Écran facial par-dessus des lunettes de sécurité, protecteurs auditifs, gants adaptés.',
        'Face shield over safety glasses, hearing protection, suitable gloves.',
      ),
    ],
    citations: [...general(TOOLS_SUBJECT, 'both'), GUARDING.gb, ...PPE_INTERNATIONAL],
    sectors: ['construction', 'manufacturing', 'automotive'],
  },
  {
    id: 'chainsaw',
    family: 'hand_tools',
    name: t('Scie à chaîne : contact avec la chaîne et rebond', 'Chainsaw: chain contact and kickback'),
    description: t(
      "Coupure grave par la chaîne, notamment lors d'un rebond lorsque le nez du guide touche un obstacle; risques associés de bruit et de vibrations.",
      'Severe cut by the chain, especially on kickback when the guide bar nose touches an obstacle; related noise and vibration hazards.',
    ),
    keywords: kw(
      'scie à chaîne, tronçonneuse, chaîne, guide-chaîne, rebond, frein de chaîne, ébranchage, tronçonnage, élagage, pantalon anti-coupure, bûchage',
      'chainsaw, chain saw, saw chain, guide bar, kickback, chain brake, limbing, bucking, pruning, chainsaw chaps, cut-resistant pants',
    ),
    likelihood: 3,
    severity: 4,
    controls: [
      ctl(
        'substitution',
        'Utiliser un équipement mécanisé (abatteuse, déchiqueteuse, sécateur sur perche) lorsque possible.',
        'Use mechanized equipment (harvester, chipper, pole pruner) where possible.',
      ),
      ctl(
        'engineering',
        "Scie munie d'un frein de chaîne fonctionnel, d'un capteur de chaîne, d'un protège-main et d'un blocage de gâchette; chaîne à faible rebond.",
        'Saw with a working chain brake, chain catcher, hand guard and throttle lockout; low-kickback chain.',
      ),
      ctl(
        'administrative',
        'Formation des utilisateurs; démarrer au sol, frein engagé; ne jamais couper avec le nez du guide ni au-dessus des épaules; affûtage et tension de la chaîne vérifiés.',
        'Train users; start on the ground with the brake on; never cut with the bar nose or above shoulder height; check sharpening and chain tension.',
      ),
      ctl(
        'ppe',
        'Pantalon ou jambières anti-coupure, bottes avec protection anti-coupure, casque avec visière grillagée et protecteurs auditifs, gants.',
        'Cut-resistant pants or chaps, boots with cut protection, hard hat with mesh visor and hearing protection, gloves.',
      ),
    ],
    citations: [...general(TOOLS_SUBJECT), GUARDING.gb, ...PPE_INTERNATIONAL],
    sectors: ['forestry_sawmills', 'professional_services'],
  },
];

import type { Hazard } from '../types';
import { ctl, general, kw, others, t } from './citations';
import { CONFINED } from './rows-health';

export const CONFINED_AND_EXCAVATION_HAZARDS: Hazard[] = [
  {
    id: 'confined-space-entry',
    family: 'confined_space',
    name: t('Entrée en espace clos', 'Confined space entry'),
    description: t(
      "Travail dans un réservoir, une cuve, un silo, une fosse, un regard ou un égout : atmosphère dangereuse (manque d'oxygène, gaz toxiques ou inflammables), ensevelissement, sauvetage difficile; les secouristes improvisés sont souvent des victimes.",
      'Work in a tank, vessel, silo, pit, manhole or sewer: hazardous atmosphere (oxygen deficiency, toxic or flammable gases), engulfment, difficult rescue; improvised rescuers often become victims.',
    ),
    keywords: kw(
      "espace clos, réservoir, cuve, silo, fosse, regard, égout, trou d'homme, puits, atmosphère dangereuse, manque d'oxygène, détecteur de gaz, permis d'entrée, fosse à lisier, accès restreint",
      'confined space, tank, vessel, silo, pit, manhole, sewer, access hatch, well, hazardous atmosphere, oxygen deficiency, gas detector, entry permit, manure pit, restricted entry',
    ),
    likelihood: 2,
    severity: 5,
    controls: [
      ctl(
        'elimination',
        "Éviter l'entrée : nettoyer, inspecter et prélever depuis l'extérieur (buses rotatives, caméras, perches).",
        'Avoid entry: clean, inspect and sample from outside (rotating nozzles, cameras, poles).',
      ),
      ctl(
        'engineering',
        "Isoler l'espace clos (cadenassage, obturation ou débranchement des conduites), le ventiler mécaniquement en continu, installer un dispositif de récupération (trépied et treuil) au-dessus de l'ouverture.",
        'Isolate the space (lockout, blanking or disconnecting lines), ventilate it mechanically and continuously, set up a retrieval system (tripod and winch) over the opening.',
      ),
      ctl(
        'administrative',
        "Identifier et afficher chaque espace clos; analyse des risques et permis d'entrée établis par une personne qualifiée; mesure de l'atmosphère (oxygène, gaz inflammables, gaz toxiques) avant et pendant les travaux; surveillant à l'extérieur en communication constante; procédure de sauvetage sans entrée de secouristes non équipés.",
        'Identify and post every confined space; hazard assessment and entry permit by a qualified person; atmosphere testing (oxygen, flammable and toxic gases) before and during the work; attendant outside in constant contact; rescue procedure that never sends unequipped rescuers in.',
      ),
      ctl(
        'ppe',
        "Harnais relié au dispositif de récupération, détecteur multigaz personnel; appareil de protection respiratoire autonome ou à adduction d'air si l'atmosphère ne peut être rendue sûre.",
        'Harness attached to the retrieval system, personal multi-gas detector; self-contained or supplied-air breathing apparatus if the atmosphere cannot be made safe.',
      ),
    ],
    citations: [
      CONFINED.qc,
      CONFINED.cstc,
      CONFINED.on,
      CONFINED.bc,
      CONFINED.ab,
      CONFINED.federal,
      ...others(t('Espaces clos', 'Confined spaces'), 'both'),
      CONFINED.us,
      CONFINED.gb,
      CONFINED.br,
    ],
    sectors: [
      'manufacturing',
      'forestry_sawmills',
      'professional_services',
      'mining_metals',
      'renewable_energy',
      'construction',
    ],
  },
  {
    id: 'trench-collapse',
    family: 'excavation',
    name: t("Effondrement des parois d'une tranchée ou d'une excavation", 'Trench or excavation cave-in'),
    description: t(
      "Travail dans une tranchée ou une excavation dont les parois ne sont ni talutées ni étançonnées : ensevelissement souvent mortel; chute de déblais ou d'engins depuis le bord; contact avec des services souterrains.",
      'Work in a trench or excavation whose walls are neither sloped nor shored: engulfment, often fatal; spoil or equipment falling from the edge; striking buried utilities.',
    ),
    keywords: kw(
      'tranchée, excavation, effondrement de paroi, ensevelissement, étançonnement, blindage, caisson de tranchée, talutage, déblai, bord de tranchée, creusage, pelle hydraulique, conduite souterraine',
      'trench, excavation, cave-in, wall collapse, engulfment, shoring, trench box, trench shield, sloping, spoil pile, trench edge, digging, excavator, buried utility',
    ),
    likelihood: 3,
    severity: 5,
    controls: [
      ctl(
        'elimination',
        'Utiliser des méthodes sans tranchée (forage directionnel, éclatement de conduite) ou réaliser le travail sans entrer dans la tranchée.',
        'Use trenchless methods (directional drilling, pipe bursting) or do the work without entering the trench.',
      ),
      ctl(
        'engineering',
        'Protéger les parois par talutage selon la nature du sol, par un étançonnement conçu par un ingénieur ou par un caisson de tranchée; tenir déblais et engins à distance du bord (au moins 1,2 m).',
        'Protect the walls by sloping for the soil type, by engineered shoring or by a trench box; keep spoil and equipment back from the edge (at least 1.2 m).',
      ),
      ctl(
        'administrative',
        "Localiser les services souterrains avant de creuser (au Québec, Info-Excavation); inspection quotidienne des parois par une personne compétente; échelles d'accès à intervalles réguliers; aucune entrée sans protection des parois.",
        'Locate buried utilities before digging (locate service); daily inspection of the walls by a competent person; access ladders at regular intervals; no entry without wall protection.',
      ),
      ctl(
        'ppe',
        'Casque, bottes de sécurité et vêtements à haute visibilité.',
        'Hard hat, safety boots and high-visibility clothing.',
      ),
    ],
    citations: general(t('Excavations et tranchées', 'Excavations and trenches'), 'construction'),
    sectors: ['construction', 'professional_services', 'mining_metals', 'renewable_energy'],
  },
];

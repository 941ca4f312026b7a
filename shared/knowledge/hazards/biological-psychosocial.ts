import type { Hazard } from '../types';
import { ctl, general, kw, t } from './citations';
import { PPE } from './rows-health';

export const BIOLOGICAL_PSYCHOSOCIAL_HAZARDS: Hazard[] = [
  {
    id: 'bloodborne-needlestick',
    family: 'biological',
    name: t("Exposition au sang et piqûres d'aiguilles", 'Blood exposure and needlestick injuries'),
    description: t(
      "Piqûre ou coupure par un objet souillé (aiguille, lame, seringue abandonnée) ou éclaboussure de sang et de liquides biologiques : transmission des virus de l'hépatite B, de l'hépatite C et du VIH.",
      'Stick or cut by a contaminated object (needle, blade, discarded syringe) or splash of blood and body fluids: transmission of hepatitis B, hepatitis C and HIV.',
    ),
    keywords: kw(
      "piqûre d'aiguille, aiguille souillée, seringue, seringue à la traîne, objet piquant ou tranchant, sang, liquide biologique, hépatite b, vih, contenant pour objets piquants, exposition au sang",
      'needlestick, used needle, syringe, discarded syringe, sharps, blood, body fluid, hepatitis b, hiv, sharps container, blood exposure, bloodborne pathogen',
    ),
    likelihood: 2,
    severity: 4,
    controls: [
      ctl(
        'elimination',
        'Éliminer les injections et prélèvements non nécessaires et utiliser des systèmes sans aiguille (raccords sans aiguille pour les perfusions).',
        'Eliminate unnecessary injections and draws and use needle-free systems (needleless IV connectors).',
      ),
      ctl(
        'engineering',
        "Dispositifs médicaux sécuritaires (aiguilles rétractables ou à gaine protectrice) et contenants rigides pour objets piquants ou tranchants au point d'utilisation.",
        'Safety-engineered devices (retractable or sheathed needles) and rigid sharps containers at the point of use.',
      ),
      ctl(
        'administrative',
        "Interdire le recapuchonnage; procédure post-exposition (premiers soins, évaluation médicale rapide, prophylaxie); vaccination contre l'hépatite B offerte; formation aux pratiques de base.",
        'No recapping; post-exposure procedure (first aid, prompt medical assessment, prophylaxis); hepatitis B vaccination offered; training in routine practices.',
      ),
      ctl(
        'ppe',
        "Gants à usage unique; protection oculaire et blouse lorsqu'il y a risque d'éclaboussures.",
        'Disposable gloves; eye protection and gown where splashes are possible.',
      ),
    ],
    citations: general(
      t('Agents biologiques (sang et liquides biologiques)', 'Biological agents (blood and body fluids)'),
    ),
    sectors: ['professional_services'],
  },
  {
    id: 'biological-agents-waste',
    family: 'biological',
    name: t(
      'Agents biologiques : eaux usées, déchets, moisissures et fientes',
      'Biological agents: wastewater, waste, mould and droppings',
    ),
    description: t(
      "Contact avec des eaux usées, des boues, des déchets ou du compost, ou inhalation de bioaérosols (moisissures après dégât d'eau, fientes d'oiseaux) : infections (leptospirose, hépatite A, histoplasmose), allergies et atteintes respiratoires.",
      'Contact with wastewater, sludge, waste or compost, or inhalation of bioaerosols (mould after water damage, bird droppings): infections (leptospirosis, hepatitis A, histoplasmosis), allergies and respiratory illness.',
    ),
    keywords: kw(
      "eaux usées, égout, boues, station d'épuration, déchets, collecte des ordures, compost, moisissure, dégât d'eau, fientes d'oiseaux, pigeon, bioaérosol, légionelle",
      'wastewater, sewage, sludge, treatment plant, waste, garbage collection, compost, mould, water damage, bird droppings, pigeon, bioaerosol, legionella',
    ),
    likelihood: 3,
    severity: 3,
    controls: [
      ctl(
        'engineering',
        "Réduire la production de bioaérosols (éviter le lavage à haute pression, captage et ventilation, cabines filtrées sur les véhicules); empêcher l'accès des oiseaux (filets, pics); assainir les matériaux moisis sous confinement.",
        'Reduce bioaerosol generation (avoid pressure washing, local exhaust and ventilation, filtered vehicle cabs); keep birds out (netting, spikes); remediate mouldy materials under containment.',
      ),
      ctl(
        'administrative',
        "Hygiène : installations de lavage, interdiction de manger ou de fumer sur les lieux, séparation des vêtements de travail; vaccination selon l'avis d'un professionnel de la santé; humidifier les fientes avant de les enlever.",
        'Hygiene: washing facilities, no eating or smoking on site, work clothes kept apart; vaccination as advised by a health professional; wet droppings before removal.',
      ),
      ctl(
        'ppe',
        "Gants étanches, bottes, lunettes ou écran facial; appareil de protection respiratoire (au minimum N95) selon l'activité.",
        'Impervious gloves, boots, goggles or face shield; respirator (N95 at least) depending on the task.',
      ),
    ],
    citations: [...general(t('Agents biologiques', 'Biological agents')), PPE.qcRespirators],
    sectors: ['professional_services', 'forestry_sawmills', 'construction'],
  },
  {
    id: 'workplace-violence-harassment',
    family: 'psychosocial',
    name: t('Violence et harcèlement au travail', 'Workplace violence and harassment'),
    description: t(
      "Agressions, menaces ou incivilités de la part de clients, d'usagers ou de patients, violence conjugale qui s'étend au travail, harcèlement psychologique ou sexuel entre collègues : blessures physiques et psychologiques.",
      'Assaults, threats or incivility from clients, users or patients, domestic violence reaching the workplace, psychological or sexual harassment between co-workers: physical and psychological injury.',
    ),
    keywords: kw(
      'violence, agression, client agressif, usager agressif, patient agressif, harcèlement, harcèlement psychologique, harcèlement sexuel, menace, intimidation, incivilité, violence conjugale, bouton panique, vol qualifié',
      'violence, assault, aggressive client, aggressive patient, harassment, psychological harassment, sexual harassment, threat, intimidation, incivility, domestic violence, panic button, robbery',
    ),
    likelihood: 3,
    severity: 4,
    controls: [
      ctl(
        'elimination',
        "Supprimer des facteurs déclencheurs : paiement électronique plutôt qu'argent comptant, temps d'attente réduits et information claire aux usagers.",
        'Remove triggers: electronic payment instead of cash, shorter waiting times and clear information for users.',
      ),
      ctl(
        'engineering',
        "Aménager les lieux : comptoirs protégés, deux issues dans les locaux d'entrevue, éclairage, contrôle des accès, boutons d'alarme ou dispositifs d'alerte portatifs reliés à une intervention rapide.",
        'Design the premises: protected counters, two exits in interview rooms, lighting, access control, panic buttons or portable alarms linked to a rapid response.',
      ),
      ctl(
        'administrative',
        'Politique de prévention du harcèlement et de la violence avec procédure de plainte confidentielle; repérage des situations à risque; formation à la désescalade; déclaration et enquête de chaque événement; soutien après un incident.',
        'Harassment and violence prevention policy with a confidential complaint procedure; identification of high-risk situations; de-escalation training; reporting and investigation of every incident; post-incident support.',
      ),
    ],
    citations: general(
      t('Prévention de la violence et du harcèlement', 'Prevention of violence and harassment'),
      'act',
    ),
    sectors: ['professional_services', 'transportation_warehousing'],
  },
  {
    id: 'work-overload-stress',
    family: 'psychosocial',
    name: t('Surcharge de travail et stress professionnel', 'Work overload and work-related stress'),
    description: t(
      'Charge de travail excessive, faible latitude décisionnelle, manque de soutien ou de reconnaissance, exigences émotionnelles élevées : épuisement professionnel, dépression, troubles anxieux, erreurs et accidents.',
      'Excessive workload, low decision latitude, lack of support or recognition, high emotional demands: burnout, depression, anxiety disorders, errors and accidents.',
    ),
    keywords: kw(
      'charge de travail, surcharge de travail, stress, épuisement professionnel, heures supplémentaires, manque de reconnaissance, latitude décisionnelle, exigences émotionnelles, manque de soutien, risque psychosocial, manque de personnel',
      'workload, work overload, stress, burnout, overtime, lack of recognition, decision latitude, emotional demands, lack of support, psychosocial risk, understaffing',
    ),
    likelihood: 3,
    severity: 3,
    controls: [
      ctl(
        'elimination',
        "Ajuster les effectifs et l'organisation du travail à la charge réelle (planification, priorisation, remplacement des absences).",
        'Match staffing and work organization to the actual workload (planning, prioritization, covering absences).',
      ),
      ctl(
        'administrative',
        'Évaluer les risques psychosociaux (questionnaire validé, groupes de discussion); accroître la latitude décisionnelle, le soutien des gestionnaires et la reconnaissance; encadrer les heures supplémentaires.',
        'Assess psychosocial risks (validated questionnaire, focus groups); increase decision latitude, managerial support and recognition; control overtime.',
      ),
      ctl(
        'administrative',
        "Programme d'aide aux employés; formation des gestionnaires au repérage de la détresse; retour au travail progressif.",
        'Employee assistance program; training managers to spot distress; gradual return to work.',
      ),
    ],
    citations: general(t('Risques psychosociaux liés au travail', 'Work-related psychosocial risks'), 'act'),
    sectors: ['professional_services'],
  },
  {
    id: 'working-alone',
    family: 'working_alone',
    name: t('Travail en isolement', 'Working alone'),
    description: t(
      "Travailleur seul, hors de vue et de portée de voix (quart de nuit, site éloigné, visite à domicile, entretien en dehors des heures) : secours retardés en cas d'accident, de malaise ou d'agression.",
      'Worker alone, out of sight and earshot (night shift, remote site, home visit, after-hours maintenance): delayed help after an injury, illness or assault.',
    ),
    keywords: kw(
      'travail seul, travailleur isolé, seul la nuit, sans surveillance, site éloigné, aucun collègue, dispositif pour travailleur isolé, appel de vérification, visite à domicile, quart de nuit',
      'working alone, lone worker, alone at night, unsupervised, remote site, no co-worker, lone worker device, check-in call, home visit, night shift',
    ),
    likelihood: 2,
    severity: 4,
    controls: [
      ctl(
        'elimination',
        "Interdire le travail seul pour les tâches à risque élevé (espace clos, travail électrique, travail en hauteur, manipulation d'argent la nuit) : travail en équipe.",
        'Forbid working alone for high-risk tasks (confined space, electrical work, work at height, cash handling at night): team work.',
      ),
      ctl(
        'engineering',
        "Dispositif pour travailleur isolé (alarme d'immobilité ou de chute, localisation) ou moyen de communication fiable (radio, téléphone satellite dans les zones sans réseau).",
        'Lone worker device (no-motion or fall alarm, location) or reliable means of communication (radio, satellite phone where there is no coverage).',
      ),
      ctl(
        'administrative',
        'Procédure de vérification à intervalles établis selon le risque, avec intervention prévue si le travailleur ne répond pas; registre des déplacements; formation en premiers secours.',
        'Check-in procedure at intervals set by the risk, with a planned response if the worker does not answer; travel log; first aid training.',
      ),
    ],
    citations: general(t('Travail en isolement', 'Working alone'), 'industry'),
    sectors: ['professional_services', 'mining_metals', 'renewable_energy', 'forestry_sawmills'],
  },
];

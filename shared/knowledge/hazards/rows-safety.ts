import { I, cite, t, unconfirmed } from './citations';

/**
 * Citations of the reference's hazard table (shared/reference/regulations.md), row by row:
 * safety hazards. Each section here is marked ✔ there; the rest carry no article number.
 */

/** Falls from height. */
export const FALLS = {
  qc: cite(
    'QC',
    I.RSST,
    'ss. 33.1-33.3',
    t('Protection contre les chutes de hauteur', 'Protection against falls from height'),
  ),
  qcRescue: cite('QC', I.RSST, 's. 312.106', t('Sauvetage du travailleur', 'Rescue of the worker')),
  cstcNet: cite('QC', I.CSTC, 's. 2.9.3', t('Filet de sécurité', 'Safety net')),
  cstcAnchor: cite(
    'QC',
    I.CSTC,
    's. 2.10.15',
    t("Ancrage du système d'arrêt de chute", 'Fall-arrest anchorage'),
  ),
  onGuardrails: cite('ON', I.ON_851, 's. 13', t('Garde-corps', 'Guardrails')),
  onConstruction: cite(
    'ON',
    I.ON_213,
    'ss. 26-26.9',
    t('Protection contre les chutes (chantiers)', 'Fall protection (construction projects)'),
  ),
  bc: cite('BC', I.BC_OHSR, 'Part 11', t('Protection contre les chutes', 'Fall protection')),
  bcPart4: cite(
    'BC',
    I.BC_OHSR,
    'ss. 4.54-4.63',
    t(
      'Dispositions générales de la partie 4 liées aux chutes',
      'General Part 4 provisions relevant to falls',
    ),
  ),
  ab: cite('AB', I.AB_CODE, 'Part 9, ss. 139-140', t('Protection contre les chutes', 'Fall protection')),
  federal: cite(
    'FEDERAL',
    I.COHSR,
    'Part XII, ss. 12.06-12.09',
    t('Protection contre les chutes (partie XII)', 'Fall protection (Part XII)'),
  ),
  federalStructures: cite(
    'FEDERAL',
    I.COHSR,
    'Part III',
    t('Structures temporaires', 'Temporary structures'),
  ),
  usIndustry: cite(
    'US',
    I.US_1910,
    '§ 1910.28',
    t('Protection contre les chutes (industrie générale)', 'Fall protection (general industry)'),
  ),
  usConstruction: cite(
    'US',
    I.US_1926,
    '§ 1926.501',
    t('Protection contre les chutes (construction)', 'Fall protection (construction)'),
  ),
  gb: cite('GB', 'Work at Height Regulations 2005', null, t('Travail en hauteur', 'Work at height')),
  mx: cite('MX', 'NOM-009-STPS-2011', null, t('Travaux en hauteur', 'Work at height')),
  br: cite('BR', 'NR-35', null, t('Travail en hauteur', 'Work at height')),
} as const;
export const PE_FALLS_OVERRIDE = { PE: I.PE_FALLS };

/** Machine guarding. Quebec's 2023 reform (O.C. 1112-2023) renumbered the division: both numberings kept. */
export const GUARDING = {
  qc: cite(
    'QC',
    I.RSST,
    'ss. 172 ff., 175, 182-183 (numbering before O.C. 1112-2023); s. 181 (after O.C. 1112-2023)',
    t('Machines : protection de la zone de danger', 'Machines: safeguarding the danger zone'),
  ),
  on: cite('ON', I.ON_851, 'ss. 24-44.2', t('Protection des machines', 'Machine guarding')),
  bc: cite(
    'BC',
    I.BC_OHSR,
    'Part 12',
    t('Outils, machines et équipements', 'Tools, machinery and equipment'),
  ),
  ab: unconfirmed('AB', I.AB_CODE, t('Protecteurs de machines', 'Machine safeguards')),
  federal: cite(
    'FEDERAL',
    I.COHSR,
    'Part XIII, ss. 13.13-13.22',
    t('Protecteurs de machines', 'Machine guarding'),
  ),
  us: cite(
    'US',
    I.US_1910,
    '§ 1910.212',
    t('Protection des machines : exigences générales', 'Machine guarding: general requirements'),
  ),
  gb: cite(
    'GB',
    'Provision and Use of Work Equipment Regulations 1998 (PUWER)',
    null,
    t('Équipements de travail', 'Work equipment'),
  ),
  mx: cite(
    'MX',
    'NOM-004-STPS-1999',
    null,
    t('Systèmes de protection des machines', 'Machinery safeguarding systems'),
  ),
  br: cite(
    'BR',
    'NR-12',
    null,
    t('Sécurité des machines et équipements', 'Safety of machinery and equipment'),
  ),
} as const;

/** Lockout / control of hazardous energy. */
export const LOCKOUT = {
  qc: cite(
    'QC',
    I.RSST,
    'ss. 188.1-188.13 (before O.C. 1112-2023); ss. 198-199 (after O.C. 1112-2023)',
    t('Cadenassage et autres méthodes de contrôle des énergies', 'Lockout and other energy control methods'),
  ),
  cstc: cite(
    'QC',
    I.CSTC,
    'ss. 2.20.1-2.20.12',
    t('Cadenassage (chantiers)', 'Lockout (construction sites)'),
  ),
  on: cite(
    'ON',
    I.ON_851,
    'ss. 72-78',
    t('Cadenassage et maîtrise des énergies', 'Lockout and energy control'),
  ),
  onElectrical: cite(
    'ON',
    I.ON_851,
    's. 42',
    t('Cadenassage des installations électriques', 'Electrical lockout'),
  ),
  bc: cite('BC', I.BC_OHSR, 'Part 10', t('Mise hors tension et cadenassage', 'De-energization and lockout')),
  ab: cite(
    'AB',
    I.AB_CODE,
    'Part 15, s. 212',
    t('Maîtrise des énergies dangereuses', 'Control of hazardous energy'),
  ),
  federal: cite('FEDERAL', I.COHSR, 'ss. 13.16-13.17', t('Cadenassage des machines', 'Machine lockout')),
  federalElectrical: cite(
    'FEDERAL',
    I.COHSR,
    'ss. 8.12-8.18',
    t('Cadenassage électrique', 'Electrical lockout'),
  ),
  us: cite(
    'US',
    I.US_1910,
    '§ 1910.147',
    t('Maîtrise des énergies dangereuses (cadenassage)', 'Control of hazardous energy (lockout/tagout)'),
  ),
} as const;

/** Electrical safety (no RSST section is confirmed). */
export const ELECTRICAL = {
  qc: unconfirmed('QC', I.RSST, t('Sécurité électrique', 'Electrical safety')),
  cstc: cite('QC', I.CSTC, 's. 2.11', t('Électricité (chantiers)', 'Electricity (construction sites)')),
  cstcLines: cite(
    'QC',
    I.CSTC,
    'ss. 5.2.1-5.2.2',
    t('Travaux à proximité des lignes électriques', 'Work near power lines'),
  ),
  on: cite(
    'ON',
    I.ON_851,
    'ss. 42, 43',
    t(
      'Installations électriques : cadenassage et intervention',
      'Electrical installations: lockout and work',
    ),
  ),
  bc: cite('BC', I.BC_OHSR, 'Part 19', t('Sécurité électrique', 'Electrical safety')),
  ab: cite('AB', I.AB_CODE, 'Part 17, s. 225', t('Sécurité électrique', 'Electrical safety')),
  federal: cite('FEDERAL', I.COHSR, 'Part VIII', t('Sécurité électrique', 'Electrical safety')),
  br: cite(
    'BR',
    'NR-10',
    null,
    t(
      'Sécurité des installations et services électriques',
      'Safety in electrical installations and services',
    ),
  ),
} as const;

/** Forklifts and powered mobile equipment. */
export const MOBILE = {
  qcTraining: cite('QC', I.RSST, 's. 256.3', t('Formation des caristes', 'Forklift operator training')),
  qc: cite(
    'QC',
    I.RSST,
    'ss. 272, 275, 280',
    t('Chariots élévateurs et équipements mobiles motorisés', 'Forklifts and powered mobile equipment'),
  ),
  on: cite('ON', I.ON_851, 'ss. 45-67', t('Manutention des matériaux', 'Material handling')),
  bc: cite('BC', I.BC_OHSR, 'Part 16', t('Équipement mobile', 'Mobile equipment')),
  ab: cite('AB', I.AB_CODE, 'Part 19, s. 256', t('Équipement mobile motorisé', 'Powered mobile equipment')),
  federal: cite(
    'FEDERAL',
    I.COHSR,
    'Part XIV, ss. 14.20-14.45',
    t('Manutention des matériaux : équipement motorisé', 'Materials handling: motorized equipment'),
  ),
  us: cite('US', I.US_1910, '§ 1910.178', t('Chariots industriels motorisés', 'Powered industrial trucks')),
} as const;

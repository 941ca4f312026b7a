import { I, cite, t, unconfirmed } from './citations';

/**
 * Citations of the reference's hazard table (shared/reference/regulations.md), row by row:
 * health, workplace and PPE rows. Each section here is marked ✔ there; the rest carry no article number.
 */

/** Hazardous products / WHMIS. */
export const WHMIS = {
  qc: cite(
    'QC',
    I.QC_HPIR,
    null,
    t('Information sur les produits dangereux (SIMDUT)', 'Hazardous products information (WHMIS)'),
  ),
  qcAct: cite(
    'QC',
    I.LSST,
    'ss. 62.1 ff.',
    t(
      'Produits dangereux : étiquettes et fiches de données de sécurité',
      'Hazardous products: labels and safety data sheets',
    ),
  ),
  on: unconfirmed('ON', I.ON_860, t('SIMDUT', 'WHMIS')),
  bc: cite(
    'BC',
    I.BC_OHSR,
    'Part 5',
    t('Agents chimiques (dont le SIMDUT)', 'Chemical agents (including WHMIS)'),
  ),
  ab: cite('AB', I.AB_CODE, 'Part 29, ss. 394.1 ff.', t('SIMDUT', 'WHMIS')),
  federal: cite(
    'FEDERAL',
    I.COHSR,
    'Part X, ss. 10.29-10.45',
    t('Produits dangereux (SIMDUT)', 'Hazardous products (WHMIS)'),
  ),
  us: cite('US', I.US_1910, '§ 1910.1200', t('Communication des dangers', 'Hazard communication')),
  gb: cite(
    'GB',
    'Control of Substances Hazardous to Health Regulations 2002 (COSHH)',
    null,
    t('Substances dangereuses pour la santé', 'Substances hazardous to health'),
  ),
} as const;

export const NOISE = {
  qc: cite('QC', I.RSST, 'ss. 130-141', t('Bruit', 'Noise')),
  on: cite('ON', I.ON_381, null, t('Bruit', 'Noise')),
  bc: cite(
    'BC',
    I.BC_OHSR,
    'Part 7, ss. 7.1-7.9 (s. 7.2: 85 dBA)',
    t("Bruit, dont la limite d'exposition de 85 dBA", 'Noise, including the 85 dBA exposure limit'),
  ),
  ab: cite('AB', I.AB_CODE, 'Part 16, ss. 216-219', t('Exposition au bruit', 'Noise exposure')),
  federal: cite(
    'FEDERAL',
    I.COHSR,
    'Part VII (s. 7.4: 87 dBA)',
    t("Bruit, dont la limite d'exposition de 87 dBA", 'Noise, including the 87 dBA exposure limit'),
  ),
  us: cite(
    'US',
    I.US_1910,
    '§ 1910.95',
    t('Exposition au bruit en milieu de travail', 'Occupational noise exposure'),
  ),
  gb: cite('GB', 'Control of Noise at Work Regulations 2005', null, t('Bruit au travail', 'Noise at work')),
  mx: cite('MX', 'NOM-011-STPS-2001', null, t('Bruit', 'Noise')),
} as const;

export const CONFINED = {
  qc: cite('QC', I.RSST, 'ss. 300, 302, 308, 308.1', t('Espaces clos', 'Confined spaces')),
  cstc: cite(
    'QC',
    I.CSTC,
    's. 3.21.1',
    t('Espaces clos (chantiers)', 'Confined spaces (construction sites)'),
  ),
  on: cite('ON', I.ON_632, null, t('Espaces clos', 'Confined spaces')),
  bc: cite('BC', I.BC_OHSR, 'Part 9', t('Espaces clos', 'Confined spaces')),
  ab: cite('AB', I.AB_CODE, 'Part 5, ss. 44-58', t('Espaces clos', 'Confined spaces')),
  federal: cite('FEDERAL', I.COHSR, 'Part XI, ss. 11.01-11.13', t('Espaces clos', 'Confined spaces')),
  us: cite(
    'US',
    I.US_1910,
    '§ 1910.146',
    t('Espaces clos nécessitant un permis', 'Permit-required confined spaces'),
  ),
  gb: cite('GB', 'Confined Spaces Regulations 1997', null, t('Espaces clos', 'Confined spaces')),
  br: cite('BR', 'NR-33', null, t('Espaces clos', 'Confined spaces')),
} as const;

/** Ergonomics / musculoskeletal disorders (no Ontario section found: general act). */
export const ERGONOMICS = {
  qc: cite('QC', I.RSST, 's. 166', t('Manutention', 'Material handling')),
  on: unconfirmed(
    'ON',
    I.ON_OHSA,
    t("Devoir général de l'employeur (ergonomie)", 'General duty of the employer (ergonomics)'),
  ),
  bc: cite(
    'BC',
    I.BC_OHSR,
    'ss. 4.46-4.53',
    t('Exigences en ergonomie (TMS)', 'Ergonomics (MSI) requirements'),
  ),
  ab: cite('AB', I.AB_CODE, 'Part 14', t('Levage et manutention de charges', 'Lifting and handling loads')),
  federalProgram: cite(
    'FEDERAL',
    I.COHSR,
    's. 19.1',
    t(
      'Programme de prévention des risques (y compris ergonomiques)',
      'Hazard prevention program (including ergonomics)',
    ),
  ),
  federalManual: cite(
    'FEDERAL',
    I.COHSR,
    'ss. 14.46-14.49',
    t('Manutention manuelle des matériaux', 'Manual handling of materials'),
  ),
  gb: cite(
    'GB',
    'Manual Handling Operations Regulations 1992',
    null,
    t('Manutention manuelle', 'Manual handling operations'),
  ),
  br: cite('BR', 'NR-17', null, t('Ergonomie', 'Ergonomics')),
} as const;

/** Slips, trips and housekeeping. */
export const HOUSEKEEPING = {
  qc: cite(
    'QC',
    I.RSST,
    'ss. 6, 14, 15',
    t('Glissades, trébuchements et entretien des lieux', 'Slips, trips and housekeeping'),
  ),
  on: cite(
    'ON',
    I.ON_851,
    'ss. 11-20',
    t('Glissades, trébuchements et entretien des lieux', 'Slips, trips and housekeeping'),
  ),
  bc: cite(
    'BC',
    I.BC_OHSR,
    'ss. 4.32-4.42',
    t('Glissades, trébuchements et entretien des lieux', 'Slips, trips and housekeeping'),
  ),
  ab: cite(
    'AB',
    I.AB_CODE,
    'Part 12, s. 185',
    t('Précautions générales de sécurité', 'General safety precautions'),
  ),
  federal: cite(
    'FEDERAL',
    I.COHSR,
    's. 2.14; ss. 3.14, 14.36',
    t('Glissades, trébuchements et entretien des lieux', 'Slips, trips and housekeeping'),
  ),
} as const;

/** Fire and emergency. */
export const FIRE = {
  qc: cite(
    'QC',
    I.RSST,
    'ss. 34-38',
    t("Prévention des incendies et mesures d'urgence", 'Fire prevention and emergency measures'),
  ),
  on: cite('ON', I.ON_851, 'ss. 22-23', t("Incendie et mesures d'urgence", 'Fire and emergency measures')),
  bc: cite(
    'BC',
    I.BC_OHSR,
    'ss. 4.13-4.18',
    t("Préparation et intervention d'urgence", 'Emergency preparedness and response'),
  ),
  ab: cite(
    'AB',
    I.AB_CODE,
    'Part 7, ss. 115-117',
    t("Préparation et intervention d'urgence", 'Emergency preparedness and response'),
  ),
  federal: cite(
    'FEDERAL',
    I.COHSR,
    'Part XVII, ss. 17.3-17.11',
    t('Occupation sécuritaire : incendie et urgences', 'Safe occupancy: fire and emergencies'),
  ),
} as const;

/** Personal protective equipment (the RSST range 338-354 is not itself confirmed: its three confirmed sections only). */
export const PPE = {
  qc: cite(
    'QC',
    I.RSST,
    'ss. 345, 347, 354',
    t('Équipements de protection individuelle', 'Personal protective equipment'),
  ),
  qcRespirators: cite('QC', I.RSST, 'ss. 45-47', t('Protection respiratoire', 'Respiratory protection')),
  cstc: cite(
    'QC',
    I.CSTC,
    's. 2.10',
    t(
      'Équipements de protection individuelle (chantiers)',
      'Personal protective equipment (construction sites)',
    ),
  ),
  on: cite(
    'ON',
    I.ON_851,
    'ss. 79-86',
    t('Vêtements, équipements et dispositifs de protection', 'Protective clothing, equipment and devices'),
  ),
  bc: cite(
    'BC',
    I.BC_OHSR,
    'Part 8',
    t('Vêtements et équipements de protection individuelle', 'Personal protective clothing and equipment'),
  ),
  ab: cite(
    'AB',
    I.AB_CODE,
    'Part 18, s. 228',
    t('Équipements de protection individuelle', 'Personal protective equipment'),
  ),
  federal: cite(
    'FEDERAL',
    I.COHSR,
    'Part XII, ss. 12.01-12.21',
    t('Équipement de protection individuelle', 'Personal protective equipment'),
  ),
  us: cite('US', I.US_1910, '§ 1910.132', t('EPI : exigences générales', 'PPE: general requirements')),
  mx: cite(
    'MX',
    'NOM-017-STPS-2008',
    null,
    t('Équipement de protection individuelle', 'Personal protective equipment'),
  ),
  br: cite('BR', 'NR-6', null, t('Équipement de protection individuelle', 'Personal protective equipment')),
} as const;

/** All the PPE-row citations of the five main Canadian jurisdictions (without the respirator and CSTC items). */
export const PPE_CANADA = [PPE.qc, PPE.on, PPE.bc, PPE.ab, PPE.federal] as const;
export const PPE_INTERNATIONAL = [PPE.us, PPE.mx, PPE.br] as const;

import { I, cite, unconfirmed } from './citations';

/**
 * Confirmed sections by hazard family, row by row: health, workplace and PPE rows. Each section here
 * was checked against the official text of its act or regulation; every other citation carries no
 * article number.
 */

/** Hazardous products / WHMIS. */
export const WHMIS = {
  qc: cite('QC', I.QC_HPIR, null, 'hazardous-products-information-whmis'),
  qcAct: cite('QC', I.LSST, 'ss. 62.1 ff.', 'hazardous-products-labels-safety-data-sheets'),
  on: unconfirmed('ON', I.ON_860, 'whmis'),
  bc: cite('BC', I.BC_OHSR, 'Part 5', 'chemical-agents-including-whmis'),
  ab: cite('AB', I.AB_CODE, 'Part 29, ss. 394.1 ff.', 'whmis'),
  federal: cite('FEDERAL', I.COHSR, 'Part X, ss. 10.29-10.45', 'hazardous-products-whmis'),
  us: cite('US', I.US_1910, '§ 1910.1200', 'hazard-communication'),
  gb: cite(
    'GB',
    'Control of Substances Hazardous to Health Regulations 2002 (COSHH)',
    null,
    'substances-hazardous-health',
  ),
} as const;

export const NOISE = {
  qc: cite('QC', I.RSST, 'ss. 130-141', 'noise'),
  on: cite('ON', I.ON_381, null, 'noise'),
  bc: cite('BC', I.BC_OHSR, 'Part 7, ss. 7.1-7.9 (s. 7.2: 85 dBA)', 'noise-including-85-dba-exposure-limit'),
  ab: cite('AB', I.AB_CODE, 'Part 16, ss. 216-219', 'noise-exposure'),
  federal: cite('FEDERAL', I.COHSR, 'Part VII (s. 7.4: 87 dBA)', 'noise-including-87-dba-exposure-limit'),
  us: cite('US', I.US_1910, '§ 1910.95', 'occupational-noise-exposure'),
  gb: cite('GB', 'Control of Noise at Work Regulations 2005', null, 'noise-work'),
  mx: cite('MX', 'NOM-011-STPS-2001', null, 'noise'),
} as const;

export const CONFINED = {
  qc: cite('QC', I.RSST, 'ss. 300, 302, 308, 308.1', 'confined-spaces'),
  cstc: cite('QC', I.CSTC, 's. 3.21.1', 'confined-spaces-construction-sites'),
  on: cite('ON', I.ON_632, null, 'confined-spaces'),
  bc: cite('BC', I.BC_OHSR, 'Part 9', 'confined-spaces'),
  ab: cite('AB', I.AB_CODE, 'Part 5, ss. 44-58', 'confined-spaces'),
  federal: cite('FEDERAL', I.COHSR, 'Part XI, ss. 11.01-11.13', 'confined-spaces'),
  us: cite('US', I.US_1910, '§ 1910.146', 'permit-required-confined-spaces'),
  gb: cite('GB', 'Confined Spaces Regulations 1997', null, 'confined-spaces'),
  br: cite('BR', 'NR-33', null, 'confined-spaces'),
} as const;

/** Ergonomics / musculoskeletal disorders (no Ontario section found: general act). */
export const ERGONOMICS = {
  qc: cite('QC', I.RSST, 's. 166', 'material-handling-2'),
  on: unconfirmed('ON', I.ON_OHSA, 'general-duty-employer-ergonomics'),
  bc: cite('BC', I.BC_OHSR, 'ss. 4.46-4.53', 'ergonomics-msi-requirements'),
  ab: cite('AB', I.AB_CODE, 'Part 14', 'lifting-handling-loads'),
  federalProgram: cite('FEDERAL', I.COHSR, 's. 19.1', 'hazard-prevention-program-including-ergonomics'),
  federalManual: cite('FEDERAL', I.COHSR, 'ss. 14.46-14.49', 'manual-handling-materials'),
  gb: cite('GB', 'Manual Handling Operations Regulations 1992', null, 'manual-handling-operations'),
  br: cite('BR', 'NR-17', null, 'ergonomics'),
} as const;

/** Slips, trips and housekeeping. */
export const HOUSEKEEPING = {
  qc: cite('QC', I.RSST, 'ss. 6, 14, 15', 'slips-trips-housekeeping'),
  on: cite('ON', I.ON_851, 'ss. 11-20', 'slips-trips-housekeeping'),
  bc: cite('BC', I.BC_OHSR, 'ss. 4.32-4.42', 'slips-trips-housekeeping'),
  ab: cite('AB', I.AB_CODE, 'Part 12, s. 185', 'general-safety-precautions'),
  federal: cite('FEDERAL', I.COHSR, 's. 2.14; ss. 3.14, 14.36', 'slips-trips-housekeeping'),
} as const;

/** Fire and emergency. */
export const FIRE = {
  qc: cite('QC', I.RSST, 'ss. 34-38', 'fire-prevention-emergency-measures'),
  on: cite('ON', I.ON_851, 'ss. 22-23', 'fire-emergency-measures'),
  bc: cite('BC', I.BC_OHSR, 'ss. 4.13-4.18', 'emergency-preparedness-response'),
  ab: cite('AB', I.AB_CODE, 'Part 7, ss. 115-117', 'emergency-preparedness-response'),
  federal: cite('FEDERAL', I.COHSR, 'Part XVII, ss. 17.3-17.11', 'safe-occupancy-fire-emergencies'),
} as const;

/**
 * Personal protective equipment. No RSST section is confirmed for generic PPE (ss. 338-354 and s. 345
 * are not): the RSST without a number. Its s. 347 (harness) and s. 354 (safety net) are fall
 * protection: FALLS.qcHarness and FALLS.qcNet.
 */
export const PPE = {
  qc: unconfirmed('QC', I.RSST, 'personal-protective-equipment'),
  qcRespirators: cite('QC', I.RSST, 'ss. 45-47', 'respiratory-protection'),
  cstc: cite('QC', I.CSTC, 's. 2.10', 'personal-protective-equipment-construction-sites'),
  on: cite('ON', I.ON_851, 'ss. 79-86', 'protective-clothing-equipment-devices'),
  bc: cite('BC', I.BC_OHSR, 'Part 8', 'personal-protective-clothing-equipment'),
  ab: cite('AB', I.AB_CODE, 'Part 18, s. 228', 'personal-protective-equipment'),
  federal: cite('FEDERAL', I.COHSR, 'Part XII, ss. 12.01-12.21', 'personal-protective-equipment-2'),
  us: cite('US', I.US_1910, '§ 1910.132', 'ppe-general-requirements'),
  mx: cite('MX', 'NOM-017-STPS-2008', null, 'personal-protective-equipment-2'),
  br: cite('BR', 'NR-6', null, 'personal-protective-equipment-2'),
} as const;

/** The PPE row of Ontario, British Columbia, Alberta and the federal jurisdiction. */
export const PPE_ON_BC_AB_FEDERAL = [PPE.on, PPE.bc, PPE.ab, PPE.federal] as const;
/**
 * All the PPE-row citations of the five main Canadian jurisdictions (without the respirator and CSTC
 * items); Quebec's is the RSST without a number, so a hazard that already cites the RSST without a
 * number uses PPE_ON_BC_AB_FEDERAL.
 */
export const PPE_CANADA = [PPE.qc, ...PPE_ON_BC_AB_FEDERAL] as const;
/** Respiratory protection (RSST ss. 45-47) and the PPE rows of the other main jurisdictions. */
export const RESPIRATORY_CANADA = [PPE.qcRespirators, ...PPE_ON_BC_AB_FEDERAL] as const;
/** The hazardous-products rows of the five main Canadian jurisdictions. */
export const WHMIS_CANADA = [WHMIS.qc, WHMIS.qcAct, WHMIS.on, WHMIS.bc, WHMIS.ab, WHMIS.federal] as const;
export const PPE_INTERNATIONAL = [PPE.us, PPE.mx, PPE.br] as const;

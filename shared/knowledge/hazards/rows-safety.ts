import { I, cite, unconfirmed } from './citations';

/**
 * Confirmed sections by hazard family, row by row: safety hazards. Each section here was checked
 * against the official text of its act or regulation; every other citation carries no article number.
 */

/** Falls from height. */
export const FALLS = {
  qc: cite('QC', I.RSST, 'ss. 33.1-33.3', 'protection-against-falls-height'),
  qcRescue: cite('QC', I.RSST, 's. 312.106', 'rescue-worker'),
  /** RSST s. 347 (harness) and s. 354 (safety net) belong to fall protection, not to generic PPE. */
  qcHarness: cite('QC', I.RSST, 's. 347', 'safety-harness'),
  qcNet: cite('QC', I.RSST, 's. 354', 'safety-net'),
  cstcNet: cite('QC', I.CSTC, 's. 2.9.3', 'safety-net'),
  cstcAnchor: cite('QC', I.CSTC, 's. 2.10.15', 'fall-arrest-anchorage'),
  onGuardrails: cite('ON', I.ON_851, 's. 13', 'guardrails'),
  onConstruction: cite('ON', I.ON_213, 'ss. 26-26.9', 'fall-protection-construction-projects'),
  bc: cite('BC', I.BC_OHSR, 'Part 11', 'fall-protection'),
  bcPart4: cite('BC', I.BC_OHSR, 'ss. 4.54-4.63', 'general-part-4-provisions-relevant-falls'),
  ab: cite('AB', I.AB_CODE, 'Part 9, ss. 139-140', 'fall-protection'),
  federal: cite('FEDERAL', I.COHSR, 'Part XII, ss. 12.06-12.09', 'fall-protection-part-xii'),
  federalStructures: cite('FEDERAL', I.COHSR, 'Part III', 'temporary-structures'),
  usIndustry: cite('US', I.US_1910, '§ 1910.28', 'fall-protection-general-industry'),
  usConstruction: cite('US', I.US_1926, '§ 1926.501', 'fall-protection-construction'),
  gb: cite('GB', 'Work at Height Regulations 2005', null, 'work-height'),
  mx: cite('MX', 'NOM-009-STPS-2011', null, 'work-height-2'),
  br: cite('BR', 'NR-35', null, 'work-height'),
} as const;
export const PE_FALLS_OVERRIDE = { PE: I.PE_FALLS };

/**
 * Machine guarding. Quebec's 2023 reform (O.C. 1112-2023) renumbered the division and its new numbers
 * (s. 181…) are not confirmed: the numbers before the reform, dated, and the division without a number.
 */
export const GUARDING = {
  qc: cite(
    'QC',
    I.RSST,
    'ss. 172 ff., 175, 182-183 (numbering before O.C. 1112-2023)',
    'machines-safeguarding-danger-zone',
  ),
  qcRenumbered: unconfirmed('QC', I.RSST, 'machine-safety-division-renumbered-2023'),
  on: cite('ON', I.ON_851, 'ss. 24-44.2', 'machine-guarding'),
  bc: cite('BC', I.BC_OHSR, 'Part 12', 'tools-machinery-equipment'),
  ab: unconfirmed('AB', I.AB_CODE, 'machine-safeguards'),
  federal: cite('FEDERAL', I.COHSR, 'Part XIII, ss. 13.13-13.22', 'machine-guarding-2'),
  us: cite('US', I.US_1910, '§ 1910.212', 'machine-guarding-general-requirements'),
  gb: cite('GB', 'Provision and Use of Work Equipment Regulations 1998 (PUWER)', null, 'work-equipment'),
  mx: cite('MX', 'NOM-004-STPS-1999', null, 'machinery-safeguarding-systems'),
  br: cite('BR', 'NR-12', null, 'safety-machinery-equipment'),
} as const;

/**
 * Lockout / control of hazardous energy. The RSST's new s. 198 (O.C. 1112-2023) is about analysing a
 * method other than lockout, not the whole division: the numbers before the reform, dated, and the
 * renumbered division without a number.
 */
export const LOCKOUT = {
  qc: cite(
    'QC',
    I.RSST,
    'ss. 188.1-188.13 (numbering before O.C. 1112-2023)',
    'lockout-other-energy-control-methods',
  ),
  qcRenumbered: unconfirmed('QC', I.RSST, 'lockout-division-renumbered-2023'),
  cstc: cite('QC', I.CSTC, 'ss. 2.20.1-2.20.12', 'lockout-construction-sites'),
  on: cite('ON', I.ON_851, 'ss. 72-78', 'lockout-energy-control'),
  onElectrical: cite('ON', I.ON_851, 's. 42', 'electrical-lockout'),
  bc: cite('BC', I.BC_OHSR, 'Part 10', 'de-energization-lockout'),
  ab: cite('AB', I.AB_CODE, 'Part 15, s. 212', 'control-hazardous-energy'),
  federal: cite('FEDERAL', I.COHSR, 'ss. 13.16-13.17', 'machine-lockout'),
  federalElectrical: cite('FEDERAL', I.COHSR, 'ss. 8.12-8.18', 'electrical-lockout-2'),
  us: cite('US', I.US_1910, '§ 1910.147', 'control-hazardous-energy-lockout-tagout'),
} as const;

/** Electrical safety (no RSST section and no Alberta Part 17 section is confirmed but s. 225, power lines). */
export const ELECTRICAL = {
  qc: unconfirmed('QC', I.RSST, 'electrical-safety'),
  cstc: cite('QC', I.CSTC, 's. 2.11', 'electricity-construction-sites'),
  cstcLines: cite('QC', I.CSTC, 'ss. 5.2.1-5.2.2', 'work-near-power-lines'),
  on: cite('ON', I.ON_851, 'ss. 42, 43', 'electrical-installations-lockout-work'),
  bc: cite('BC', I.BC_OHSR, 'Part 19', 'electrical-safety'),
  ab: unconfirmed('AB', I.AB_CODE, 'electrical-safety'),
  /** Overhead power lines and the safe limit of approach only: never live parts or cords. */
  abPowerLines: cite('AB', I.AB_CODE, 's. 225', 'overhead-power-lines-safe-limit-approach'),
  federal: cite('FEDERAL', I.COHSR, 'Part VIII', 'electrical-safety'),
  br: cite('BR', 'NR-10', null, 'safety-electrical-installations-services'),
} as const;

/** Forklifts and powered mobile equipment. */
export const MOBILE = {
  qcTraining: cite('QC', I.RSST, 's. 256.3', 'forklift-operator-training'),
  qc: cite('QC', I.RSST, 'ss. 272, 275, 280', 'forklifts-powered-mobile-equipment'),
  on: cite('ON', I.ON_851, 'ss. 45-67', 'material-handling'),
  bc: cite('BC', I.BC_OHSR, 'Part 16', 'mobile-equipment'),
  ab: cite('AB', I.AB_CODE, 'Part 19, s. 256', 'powered-mobile-equipment'),
  federal: cite('FEDERAL', I.COHSR, 'Part XIV, ss. 14.20-14.45', 'materials-handling-motorized-equipment'),
  us: cite('US', I.US_1910, '§ 1910.178', 'powered-industrial-trucks'),
} as const;

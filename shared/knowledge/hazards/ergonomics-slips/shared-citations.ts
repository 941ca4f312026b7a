import { generalFor, others } from '../citations';
import { ERGONOMICS, HOUSEKEEPING } from '../rows-health';

/** Citations shared by several hazards of this folder. */
export const ERGONOMICS_OTHERS = others('ergonomics-musculoskeletal-disorders');
export const MANUAL_HANDLING_CITATIONS = [
  ERGONOMICS.qc,
  ERGONOMICS.on,
  ERGONOMICS.bc,
  ERGONOMICS.ab,
  ERGONOMICS.federalProgram,
  ERGONOMICS.federalManual,
  ...ERGONOMICS_OTHERS,
  ERGONOMICS.gb,
  ERGONOMICS.br,
];
/**
 * Repetitive work and postures: the QC and AB rows of the reference (RSST s. 166, OHS Code Part 14) are
 * about handling loads, so the general regulation is cited for the disorders themselves beside them.
 */
export const MSD_CITATIONS = [
  ERGONOMICS.qc,
  ERGONOMICS.ab,
  ...generalFor(['QC', 'AB'], 'prevention-musculoskeletal-disorders'),
  ERGONOMICS.on,
  ERGONOMICS.bc,
  ERGONOMICS.federalProgram,
  ...ERGONOMICS_OTHERS,
  ERGONOMICS.br,
];
export const HOUSEKEEPING_CITATIONS = [
  HOUSEKEEPING.qc,
  HOUSEKEEPING.on,
  HOUSEKEEPING.bc,
  HOUSEKEEPING.ab,
  HOUSEKEEPING.federal,
  ...others('floors-aisles-housekeeping', 'both'),
];

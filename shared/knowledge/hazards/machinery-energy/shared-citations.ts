import { others } from '../citations';
import { GUARDING } from '../rows-safety';

/** Citations shared by several hazards of this folder. */
export const GUARDING_CITATIONS = [
  GUARDING.qc,
  GUARDING.qcRenumbered,
  GUARDING.on,
  GUARDING.bc,
  GUARDING.ab,
  GUARDING.federal,
  ...others('machine-guarding'),
  GUARDING.us,
  GUARDING.gb,
  GUARDING.mx,
  GUARDING.br,
];

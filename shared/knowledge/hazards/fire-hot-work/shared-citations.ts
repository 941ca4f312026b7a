import { others } from '../citations';
import { FIRE } from '../rows-health';

/** Citations shared by several hazards of this folder. */
export const FIRE_CITATIONS = [
  FIRE.qc,
  FIRE.on,
  FIRE.bc,
  FIRE.ab,
  FIRE.federal,
  ...others('fire-prevention-emergency-measures', 'both'),
];

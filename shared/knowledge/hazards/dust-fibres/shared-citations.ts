import { PPE } from '../rows-health';

/** Citations shared by several hazards of this folder. */

/** Respiratory protection and PPE rows of the reference; the exposure limits themselves are not confirmed. */
export const RESPIRATORY = [PPE.qcRespirators, PPE.on, PPE.bc, PPE.ab, PPE.federal];

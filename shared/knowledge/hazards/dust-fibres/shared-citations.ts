import { PPE, RESPIRATORY_CANADA } from '../rows-health';

/** Citations shared by several hazards of this folder. */

/**
 * Respiratory protection and PPE rows of the reference, with the CSTC's PPE section (dust work is
 * frequent on construction sites); the exposure limits themselves are not confirmed.
 */
export const RESPIRATORY = [...RESPIRATORY_CANADA, PPE.cstc];

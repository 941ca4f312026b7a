import { others } from '../citations';

/** Citations shared by several hazards of this folder. */
export const OTHERS_ELECTRICAL = others('electrical-safety', 'both');

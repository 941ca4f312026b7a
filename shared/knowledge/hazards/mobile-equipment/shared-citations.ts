import { others } from '../citations';

/** Citations shared by several hazards of this folder. */
export const OTHERS_MOBILE = others('mobile-equipment-powered-handling', 'both');

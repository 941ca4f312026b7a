import { others } from '../citations';
import { FALLS, PE_FALLS_OVERRIDE } from '../rows-safety';

/** Citations shared by several hazards of this folder. */
export const FALLS_SUBJECT = 'protection-against-falls-height';
export const othersFalls = (scope: 'industry' | 'construction' | 'both') =>
  others(FALLS_SUBJECT, scope, PE_FALLS_OVERRIDE);
export const INTERNATIONAL = [FALLS.usIndustry, FALLS.usConstruction, FALLS.gb, FALLS.mx, FALLS.br];

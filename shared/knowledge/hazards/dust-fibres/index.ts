import type { Hazard } from '../../types';
import { crystallineSilica } from './crystalline-silica';
import { asbestos } from './asbestos';
import { woodDust } from './wood-dust';
import { inertDust } from './inert-dust';

/** The hazards of this folder, in knowledge-base order. */
export const DUST_FIBRE_HAZARDS: Hazard[] = [crystallineSilica, asbestos, woodDust, inertDust];

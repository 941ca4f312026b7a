import type { Hazard } from '../../types';
import { confinedSpaceEntry } from './confined-space-entry';
import { trenchCollapse } from './trench-collapse';

/** The hazards of this folder, in knowledge-base order. */
export const CONFINED_AND_EXCAVATION_HAZARDS: Hazard[] = [confinedSpaceEntry, trenchCollapse];

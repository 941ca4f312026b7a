import type { Hazard } from '../../types';
import { liveElectricalParts } from './live-electrical-parts';
import { overheadPowerLines } from './overhead-power-lines';
import { damagedCordsPanels } from './damaged-cords-panels';

/** The hazards of this folder, in knowledge-base order. */
export const ELECTRICAL_HAZARDS: Hazard[] = [liveElectricalParts, overheadPowerLines, damagedCordsPanels];

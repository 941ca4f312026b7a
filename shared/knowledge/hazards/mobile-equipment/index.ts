import type { Hazard } from '../../types';
import { forkliftPedestrian } from './forklift-pedestrian';
import { vehicleReversing } from './vehicle-reversing';
import { loadingDock } from './loading-dock';

/** The hazards of this folder, in knowledge-base order. */
export const MOBILE_EQUIPMENT_HAZARDS: Hazard[] = [forkliftPedestrian, vehicleReversing, loadingDock];

import type { Hazard } from '../../types';
import { flammableLiquidStorage } from './flammable-liquid-storage';
import { combustibleDust } from './combustible-dust';
import { hotWorkIgnition } from './hot-work-ignition';
import { weldingFumes } from './welding-fumes';
import { fireEmergencyEgress } from './fire-emergency-egress';

/** The hazards of this folder, in knowledge-base order. */
export const FIRE_AND_HOT_WORK_HAZARDS: Hazard[] = [
  flammableLiquidStorage,
  combustibleDust,
  hotWorkIgnition,
  weldingFumes,
  fireEmergencyEgress,
];

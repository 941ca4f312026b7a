import type { Hazard } from '../../types';
import { unguardedConveyor } from './unguarded-conveyor';
import { rotatingShaftEntanglement } from './rotating-shaft-entanglement';
import { powerPress } from './power-press';
import { woodworkingSaw } from './woodworking-saw';
import { lockoutMaintenance } from './lockout-maintenance';
import { defeatedGuardInterlock } from './defeated-guard-interlock';

/** The hazards of this folder, in knowledge-base order. */
export const MACHINERY_AND_ENERGY_HAZARDS: Hazard[] = [
  unguardedConveyor,
  rotatingShaftEntanglement,
  powerPress,
  woodworkingSaw,
  defeatedGuardInterlock,
  lockoutMaintenance,
];

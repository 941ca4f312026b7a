import type { Hazard } from '../../types';
import { occupationalNoise } from './occupational-noise';
import { handArmVibration } from './hand-arm-vibration';
import { wholeBodyVibration } from './whole-body-vibration';

/** The hazards of this folder, in knowledge-base order. */
export const NOISE_AND_VIBRATION_HAZARDS: Hazard[] = [
  occupationalNoise,
  handArmVibration,
  wholeBodyVibration,
];

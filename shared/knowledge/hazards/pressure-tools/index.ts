import type { Hazard } from '../../types';
import { compressedGasCylinders } from './compressed-gas-cylinders';
import { pressureVessels } from './pressure-vessels';
import { handToolCuts } from './hand-tool-cuts';
import { portablePowerTools } from './portable-power-tools';
import { chainsaw } from './chainsaw';

/** The hazards of this folder, in knowledge-base order. */
export const PRESSURE_AND_TOOL_HAZARDS: Hazard[] = [
  compressedGasCylinders,
  pressureVessels,
  handToolCuts,
  portablePowerTools,
  chainsaw,
];

import type { Hazard } from '../../types';
import { heatStress } from './heat-stress';
import { coldStress } from './cold-stress';
import { weldingArcRadiation } from './welding-arc-radiation';
import { ionizingRadiation } from './ionizing-radiation';

/** The hazards of this folder, in knowledge-base order. */
export const THERMAL_AND_RADIATION_HAZARDS: Hazard[] = [
  heatStress,
  coldStress,
  weldingArcRadiation,
  ionizingRadiation,
];

import type { Hazard } from '../types';
import { BIOLOGICAL_PSYCHOSOCIAL_HAZARDS } from './biological-psychosocial';
import { CHEMICAL_HAZARDS } from './chemical';
import { CONFINED_AND_EXCAVATION_HAZARDS } from './confined-excavation';
import { DUST_FIBRE_HAZARDS } from './dust-fibres';
import { ELECTRICAL_HAZARDS } from './electrical';
import { ERGONOMICS_AND_SLIP_HAZARDS } from './ergonomics-slips';
import { FALLING_OBJECT_AND_LIFTING_HAZARDS } from './falling-objects-lifting';
import { FALL_HAZARDS } from './falls';
import { FIRE_AND_HOT_WORK_HAZARDS } from './fire-hot-work';
import { MACHINERY_AND_ENERGY_HAZARDS } from './machinery-energy';
import { MOBILE_EQUIPMENT_HAZARDS } from './mobile-equipment';
import { NOISE_AND_VIBRATION_HAZARDS } from './noise-vibration';
import { PRESSURE_AND_TOOL_HAZARDS } from './pressure-tools';
import { THERMAL_AND_RADIATION_HAZARDS } from './thermal-radiation';

/**
 * The hazard knowledge base: every hazard, one file per hazard under its family folder (see
 * ../README.md), validated against hazardSchema by test/unit/knowledge-base.test.ts and checked
 * by checkKnowledge() (test/unit/knowledge-ids.test.ts). Article numbers come only from the
 * confirmed sections of rows-safety.ts and rows-health.ts.
 */
export const HAZARDS: readonly Hazard[] = [
  ...FALL_HAZARDS,
  ...FALLING_OBJECT_AND_LIFTING_HAZARDS,
  ...MACHINERY_AND_ENERGY_HAZARDS,
  ...ELECTRICAL_HAZARDS,
  ...CHEMICAL_HAZARDS,
  ...DUST_FIBRE_HAZARDS,
  ...NOISE_AND_VIBRATION_HAZARDS,
  ...CONFINED_AND_EXCAVATION_HAZARDS,
  ...MOBILE_EQUIPMENT_HAZARDS,
  ...ERGONOMICS_AND_SLIP_HAZARDS,
  ...FIRE_AND_HOT_WORK_HAZARDS,
  ...THERMAL_AND_RADIATION_HAZARDS,
  ...BIOLOGICAL_PSYCHOSOCIAL_HAZARDS,
  ...PRESSURE_AND_TOOL_HAZARDS,
];

const BY_ID: ReadonlyMap<string, Hazard> = new Map(HAZARDS.map((hazard) => [hazard.id, hazard]));

/** The hazard with this id, or undefined. */
export function hazardById(id: string): Hazard | undefined {
  return BY_ID.get(id);
}

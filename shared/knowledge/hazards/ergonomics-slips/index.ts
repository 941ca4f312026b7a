import type { Hazard } from '../../types';
import { manualHandling } from './manual-handling';
import { repetitiveWork } from './repetitive-work';
import { awkwardPosture } from './awkward-posture';
import { wetFloorSlip } from './wet-floor-slip';
import { clutteredAisleTrip } from './cluttered-aisle-trip';

/** The hazards of this folder, in knowledge-base order. */
export const ERGONOMICS_AND_SLIP_HAZARDS: Hazard[] = [
  manualHandling,
  repetitiveWork,
  awkwardPosture,
  wetFloorSlip,
  clutteredAisleTrip,
];

import type { Hazard } from '../../types';
import { ladderFall } from './ladder-fall';
import { roofEdgeFall } from './roof-edge-fall';
import { floorOpeningFall } from './floor-opening-fall';
import { scaffoldFall } from './scaffold-fall';
import { mezzanineFall } from './mezzanine-fall';
import { elevatingWorkPlatform } from './elevating-work-platform';

/** The hazards of this folder, in knowledge-base order. */
export const FALL_HAZARDS: Hazard[] = [
  ladderFall,
  roofEdgeFall,
  floorOpeningFall,
  scaffoldFall,
  mezzanineFall,
  elevatingWorkPlatform,
];

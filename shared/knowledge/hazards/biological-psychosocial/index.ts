import type { Hazard } from '../../types';
import { bloodborneNeedlestick } from './bloodborne-needlestick';
import { biologicalAgentsWaste } from './biological-agents-waste';
import { workplaceViolenceHarassment } from './workplace-violence-harassment';
import { workOverloadStress } from './work-overload-stress';
import { workingAlone } from './working-alone';

/** The hazards of this folder, in knowledge-base order. */
export const BIOLOGICAL_PSYCHOSOCIAL_HAZARDS: Hazard[] = [
  bloodborneNeedlestick,
  biologicalAgentsWaste,
  workplaceViolenceHarassment,
  workOverloadStress,
  workingAlone,
];

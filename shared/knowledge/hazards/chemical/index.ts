import type { Hazard } from '../../types';
import { whmisLabellingSds } from './whmis-labelling-sds';
import { corrosiveSubstances } from './corrosive-substances';
import { solventVapours } from './solvent-vapours';
import { pesticideExposure } from './pesticide-exposure';
import { toxicAtmosphere } from './toxic-atmosphere';
import { isocyanateSensitisers } from './isocyanate-sensitisers';

/** The hazards of this folder, in knowledge-base order. */
export const CHEMICAL_HAZARDS: Hazard[] = [
  whmisLabellingSds,
  corrosiveSubstances,
  solventVapours,
  pesticideExposure,
  toxicAtmosphere,
  isocyanateSensitisers,
];

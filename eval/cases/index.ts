import type { EvalCase } from '../types';
import { CASES as DE } from './de';
import { CASES as EN } from './en';
import { CASES as ES } from './es';
import { CASES as FR } from './fr';
import { CASES as JA } from './ja';
import { CASES as PT } from './pt';
import { CASES as ZH } from './zh';

/** The whole evaluation set, written blind to the offline analyzer's vocabulary. */
export const ALL_CASES: readonly EvalCase[] = [...FR, ...EN, ...ES, ...DE, ...PT, ...ZH, ...JA];

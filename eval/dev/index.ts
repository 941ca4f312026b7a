import type { EvalCase } from '../types';
import { CASES as DE } from './de';
import { CASES as EN } from './en';
import { CASES as ES } from './es';
import { CASES as FR } from './fr';
import { CASES as JA } from './ja';
import { CASES as PT } from './pt';
import { CASES as ZH } from './zh';

/**
 * The development set: written apart from the held-out cases and the vocabulary, so the offline
 * analyzer may be tuned on it without learning the evaluation set.
 */
export const DEV_CASES: readonly EvalCase[] = [...FR, ...EN, ...ES, ...DE, ...PT, ...ZH, ...JA];

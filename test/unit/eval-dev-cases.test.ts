import { DEV_CASES } from '../../eval/dev';
import { describeEvalSet } from './support/eval-set-shape';

describeEvalSet('development cases', DEV_CASES, { idPrefix: 'dev-', minPerLanguage: 12 });

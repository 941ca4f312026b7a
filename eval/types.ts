import type { Language } from '#shared/languages';
import type { RiskFamily } from '#shared/knowledge/codes';

/**
 * One text of the evaluation set: a short incident summary, inspection note or workplace
 * description, paraphrased from the kind of public material OHS advisers read (investigation
 * summaries of OSHA, CNESST, HSE, WorkSafeBC, Safe Work Australia, INRS, DGUV, INSST…).
 */
export interface EvalCase {
  /** Stable id: `<language>-<number>`, e.g. "fr-07". */
  id: string;
  /** The language of the analysis (the interface language of the adviser). */
  language: Language;
  /**
   * What the case tests: a hazard named as such, described without its usual name, negated,
   * under control, a benign text full of ambiguous words, or a text mixing two languages.
   */
  kind: 'named' | 'indirect' | 'negation' | 'controlled' | 'benign' | 'mixed';
  /** The text, as a document would hold it. */
  text: string;
  /** Families a competent adviser would name: each missing one lowers recall. */
  expected: readonly RiskFamily[];
  /** Families that are defensible but not required: reporting them is not an error. */
  acceptable: readonly RiskFamily[];
  /** Where the situation comes from, in a few words (e.g. "WorkSafeBC incident summary, roofing"). */
  source: string;
}

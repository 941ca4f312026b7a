/**
 * The names of a jurisdiction's acts, regulations and regulator in a language other than
 * French and English (which live in shared/knowledge/jurisdictions.ts and international.ts),
 * keyed by their English text.
 */
export interface RegulationsContent {
  /** Every `title.en` of the acts and regulations of JURISDICTION_INFO. */
  instrumentTitles: Readonly<Record<string, string>>;
  /** Every `regulator.en` of JURISDICTION_INFO. */
  regulators: Readonly<Record<string, string>>;
}

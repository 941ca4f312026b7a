/**
 * The knowledge base's texts in a language other than French and English (which live in the
 * hazard files themselves): what the offline analyzer writes for an analysis in that language.
 */
export interface HazardContent {
  /** The hazard's description (translation of `description.en`). */
  description: string;
  /** Its controls, in the same order and number as `controls` of the hazard. */
  controls: readonly string[];
}

export interface KnowledgeContent {
  /** Every hazard of the knowledge base, by id. */
  hazards: Readonly<Record<string, HazardContent>>;
  /** What each cited provision is about, keyed by the English subject (`subject.en`). */
  citationSubjects: Readonly<Record<string, string>>;
}

import type * as z from 'zod';
import type { Jurisdiction, RiskFamily } from '#shared/knowledge/types';
import type { Language } from '#shared/languages';
import type { AnalysisResult, resultCitation } from '#shared/schemas/analysis';

/** A regulatory citation as it appears in a result (subject already in the result language). */
export type ResultCitation = z.infer<typeof resultCitation>;

/**
 * One file of an analysis, already checked (size, magic bytes) and, where possible, read:
 * `text` is what the extractor got from it (document text, or text read in a photo by OCR),
 * null when nothing could be read.
 *
 * Photos: an implementation that shows images to a model may only accept some formats
 * (Bedrock: JPEG, PNG, GIF, WebP). BMP, TIFF and HEIC photos are then used through `text`
 * only; a caller that wants them seen must convert them to JPEG or PNG before the call.
 */
export interface AnalysisFile {
  fileName: string;
  kind: 'photo' | 'document';
  mediaType: string;
  bytes: Uint8Array;
  text: string | null;
  /**
   * What OCR read on a document's scanned pages. A document block gives the model only the
   * document's text layer, so a scan sent as one is also sent as this text.
   */
  ocrText?: string;
  /** The adviser's words on what a photo shows; quoted as evidence with source 'caption'. */
  caption?: string;
}

/** The citations each hazard family may carry on the site; a family left out may cite nothing. */
export type AllowedCitations = Partial<Record<RiskFamily, ResultCitation[]>>;

export interface AnalysisInput {
  language: Language;
  jurisdiction: Jurisdiction;
  area: string;
  sector: { mainSector?: string; subSector?: string; specificActivity?: string; labels: string[] };
  customInstructions?: string;
  files: AnalysisFile[];
  /**
   * Regulatory citations the model may use, by hazard family: a risk keeps only the citations of
   * its own family (never invented article numbers, never another family's provisions).
   */
  allowedCitations: AllowedCitations;
  /** The jurisdiction's acts and regulations: listed in the result whatever the model cites. */
  regulations: AnalysisResult['regulations'];
  riskIdPrefix: 'SST' | 'ISST';
}

/** A first answer the checks rejected, kept (as JSON) for its repair in a later invocation. */
export interface RejectedAnswer {
  /** The model's turn, as its API gave it (Bedrock: Converse content blocks). */
  content: unknown[];
  /** What is wrong with it, as the model reads it. */
  problems: string;
  /**
   * The parts of the answer to ask again for (paths such as ['risks', 1, 'evidence']) when only
   * some are wrong; absent when the whole answer must be asked again (no answer, or a cut one).
   */
  parts?: (string | number)[][];
}

/** The result, or an answer to repair. */
export type FirstAnswer = { result: AnalysisResult } | { rejected: RejectedAnswer };

/**
 * Turns what the user sent into a risk analysis with a model (Bedrock in AWS; the offline
 * analyzer, which needs no repair, is called directly). A rejected first answer is repaired once.
 */
export interface Analyzer {
  analyze(input: AnalysisInput): Promise<FirstAnswer>;
  repair(input: AnalysisInput, rejected: RejectedAnswer): Promise<AnalysisResult>;
}

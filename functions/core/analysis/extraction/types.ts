/**
 * What the document reader gives the analyzer: the text of every page of one uploaded file,
 * where it came from, and stable warning codes the analyzer turns into messages.
 */

/** File types recognised by their bytes (never by their name). */
export const DETECTED_TYPES = [
  'jpeg',
  'png',
  'webp',
  'gif',
  'bmp',
  'tiff',
  'heic',
  'pdf',
  'docx',
  'doc',
  'rtf',
  'txt',
] as const;
export type DetectedType = (typeof DETECTED_TYPES)[number];

export type FileKind = 'photo' | 'document';

export const PHOTO_TYPES: ReadonlySet<DetectedType> = new Set([
  'jpeg',
  'png',
  'webp',
  'gif',
  'bmp',
  'tiff',
  'heic',
]);

export function kindOf(type: DetectedType): FileKind {
  return PHOTO_TYPES.has(type) ? 'photo' : 'document';
}

/** Same values as `documentAnalysisSchema.method` (less 'model', which only Bedrock reports). */
export type ExtractionMethod = 'pdf-text' | 'ocr' | 'docx' | 'text' | 'rtf' | 'unreadable';

export interface ExtractedPage {
  /** 1-based. Formats without pages (Word, text, RTF, photos) give one page numbered 1. */
  page: number;
  text: string;
  source: 'text' | 'ocr';
}

/**
 * Stable warning codes. The analyzer maps them to user messages; never rename one.
 * - legacyDoc: a .doc (Word 97-2003) that could not be read; ask for DOCX or PDF.
 * - scannedPagesOcr: some PDF pages had no text layer and were read by OCR.
 * - noTextFound: the file was read but holds no text.
 * - heicConverted: an HEIC/HEIF photo was converted before OCR.
 * - pageLimit: only the first MAX_PDF_PAGES pages of a PDF were read (of a document without
 *   pages, the text that many pages hold: DOCUMENT_MAX_CHARS).
 * - renderUnavailable: scanned PDF pages could not be rendered to images (no canvas on this host).
 * - ocrFailed: OCR of an image or scanned page failed.
 * - emptyFile, typeMismatch, unsupportedType: the bytes are empty, do not match the
 *   extension, or are no accepted type (see checkDeclaredType).
 * - pdfEncrypted: the PDF needs a password.
 * - fileDamaged: the file has the right signature but could not be parsed.
 * - ocrBudget: the analysis had used its OCR budget (pages and photos, or time): this file's
 *   scans or photo were not read.
 * - pageBudget: the analysis had used its page budget: the rest of this document was not read.
 * - imageTooLarge: the picture (or its header) is above the pixel budget: not decoded.
 * - documentTooLarge: the document's unzipped parts are above the size cap: not read.
 */
export type ExtractionWarning =
  | 'legacyDoc'
  | 'scannedPagesOcr'
  | 'noTextFound'
  | 'heicConverted'
  | 'pageLimit'
  | 'renderUnavailable'
  | 'ocrFailed'
  | 'emptyFile'
  | 'typeMismatch'
  | 'unsupportedType'
  | 'pdfEncrypted'
  | 'fileDamaged'
  | 'ocrBudget'
  | 'pageBudget'
  | 'imageTooLarge'
  | 'documentTooLarge';

export interface Extracted {
  kind: FileKind;
  method: ExtractionMethod;
  pages: ExtractedPage[];
  warnings: ExtractionWarning[];
  /** A photo's bytes in a format the canvas decodes (HEIC already converted), for its preview. */
  image?: Uint8Array;
}

export interface ExtractInput {
  fileName: string;
  bytes: Uint8Array;
  /** What the analysis may still read (shared by its files); unlimited when absent. */
  budget?: ReadingBudget;
}

/** Pages and OCR one analysis may still spend; see reading-budget.ts. */
export interface ReadingBudget {
  pagesLeft: number;
  ocrPagesLeft: number;
  /** Epoch ms after which no OCR starts. */
  ocrDeadline: number;
  /** Pages and photos read by OCR so far (a metric). */
  ocrPagesUsed: number;
}

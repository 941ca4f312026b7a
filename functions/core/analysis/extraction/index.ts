/**
 * The document reader used by the analysis worker: file signatures, text extraction from PDF,
 * Word, RTF and text files, and OCR of photos and scanned pages. No AWS imports: the worker gets
 * the bytes from storage and hands them here.
 */
export { checkDeclaredType, detectType, type DeclaredTypeCheck } from './detect';
export { extractDocument } from './extract';
export { OCR_WORKERS, ocrImage, ocrPoolSize, ocrPoolsCreated, shutdownOcr, type OcrResult } from './ocr';
export { MAX_PDF_PAGES, SCANNED_PAGE_MIN_CHARACTERS } from './pdf';
export {
  DETECTED_TYPES,
  kindOf,
  type DetectedType,
  type Extracted,
  type ExtractedPage,
  type ExtractInput,
  type ExtractionMethod,
  type ExtractionWarning,
  type FileKind,
  type ReadingBudget,
} from './types';
export { PREVIEW_MAX_SIDE, photoPreview } from './preview';
export { exceedsPixelBudget, imageDimensions, IMAGE_HEADER_BYTES } from './image-header';
export { pdfPageCount } from './pdf-pages';
export { OCR_TIME_BUDGET_MS, readingBudget, takeOcrPage } from './reading-budget';
export { OFFICE_XML_MAX_BYTES } from './word';
export { DOCUMENT_MAX_CHARS } from './single-page';
export { OCR_MAX_PIXELS } from './photo';

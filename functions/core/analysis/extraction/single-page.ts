import { MAX_PDF_PAGES } from './pdf';
import type { Extracted, ExtractionWarning } from './types';

/**
 * Documents without pages (Word, RTF, plain text) come out as one page. Their text is read up to
 * what MAX_PDF_PAGES pages of a PDF hold, at 5,000 characters a page, and the rest is left with
 * the PDF's `pageLimit` warning: the largest Word file accepted holds 28 million characters, which
 * the offline analyzer took over 80 s and 700 MB to go through.
 */
export const DOCUMENT_MAX_CHARS = MAX_PDF_PAGES * 5_000;

export function singlePageDocument(method: 'text' | 'rtf' | 'docx', text: string): Extracted {
  const warnings: ExtractionWarning[] = text ? [] : ['noTextFound'];
  if (text.length > DOCUMENT_MAX_CHARS) {
    // Never half a surrogate pair at the cut.
    const end = /[\uD800-\uDBFF]/u.test(text[DOCUMENT_MAX_CHARS - 1]!)
      ? DOCUMENT_MAX_CHARS - 1
      : DOCUMENT_MAX_CHARS;
    text = text.slice(0, end);
    warnings.push('pageLimit');
  }
  return { kind: 'document', method, pages: [{ page: 1, text, source: 'text' }], warnings };
}

import { tidyText } from './text-decoding';
import type { Extracted, ExtractionWarning } from './types';

/**
 * Word documents. DOCX: mammoth's raw text (paragraphs, tables, lists). DOC (Word 97-2003):
 * word-extractor, a pure JavaScript reader of the OLE format (body, text boxes, footnotes and
 * endnotes); when it fails the file is 'unreadable' with `legacyDoc`, and the analyzer asks the
 * user for a DOCX or PDF. Both report method 'docx' ("read by the Word reader"): the result schema
 * has no separate value for the old format.
 */

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function documentOf(text: string): Extracted {
  const warnings: ExtractionWarning[] = text ? [] : ['noTextFound'];
  return { kind: 'document', method: 'docx', pages: [{ page: 1, text, source: 'text' }], warnings };
}

export async function extractDocx(bytes: Uint8Array): Promise<Extracted> {
  const { default: mammoth } = await import('mammoth');
  try {
    const { value } = await mammoth.extractRawText({ buffer: asBuffer(bytes) });
    return documentOf(tidyText(value));
  } catch {
    return { kind: 'document', method: 'unreadable', pages: [], warnings: ['fileDamaged'] };
  }
}

export async function extractDoc(bytes: Uint8Array): Promise<Extracted> {
  const { default: WordExtractor } = await import('word-extractor');
  try {
    const doc = await new WordExtractor().extract(asBuffer(bytes));
    const parts = [
      doc.getBody(),
      doc.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }),
      doc.getFootnotes(),
      doc.getEndnotes(),
    ];
    return documentOf(tidyText(parts.filter((part) => part.trim() !== '').join('\n\n')));
  } catch {
    return { kind: 'document', method: 'unreadable', pages: [], warnings: ['legacyDoc'] };
  }
}

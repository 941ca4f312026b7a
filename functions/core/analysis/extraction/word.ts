import { singlePageDocument } from './single-page';
import { tidyText } from './text-decoding';
import type { Extracted } from './types';
import { zipInflatedSize } from './zip-entries';

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

/**
 * Unzipped size allowed for the XML parts of a DOCX (the text, styles, numbering, relations the
 * reader loads; pictures are not read). A 56 KB file can inflate to gigabytes of XML.
 */
export const OFFICE_XML_MAX_BYTES = 32 * 1024 * 1024;
const isXmlPart = (name: string) => /\.(xml|rels)$/iu.test(name);

export async function extractDocx(bytes: Uint8Array): Promise<Extracted> {
  const inflated = zipInflatedSize(bytes, OFFICE_XML_MAX_BYTES, isXmlPart);
  if (inflated !== 'within') {
    const warning = inflated === 'over' ? 'documentTooLarge' : 'fileDamaged';
    return { kind: 'document', method: 'unreadable', pages: [], warnings: [warning] };
  }
  const { default: mammoth } = await import('mammoth');
  try {
    const { value } = await mammoth.extractRawText({ buffer: asBuffer(bytes) });
    return singlePageDocument('docx', tidyText(value));
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
    return singlePageDocument('docx', tidyText(parts.filter((part) => part.trim() !== '').join('\n\n')));
  } catch {
    return { kind: 'document', method: 'unreadable', pages: [], warnings: ['legacyDoc'] };
  }
}

import type { ContentBlock, DocumentFormat, ImageFormat } from '@aws-sdk/client-bedrock-runtime';
import { extensionOf } from '#shared/schemas/analysis';
import type { DeliveryReason, FileDelivery } from './delivery';
import type { AnalysisFile } from './port';

/**
 * How the files of an analysis reach the model through the Converse API.
 *
 * - Photos in JPEG, PNG, GIF or WebP (recognised by their bytes) go as image blocks, at most
 *   20 per request and 3.75 MB each. Other formats (BMP, TIFF, HEIC) cannot be shown to the
 *   model: they go as their extracted text (OCR) only; a caller that wants them seen converts
 *   them to JPEG or PNG first.
 * - Documents in a Converse document format (pdf, docx, doc, txt, csv, html, md, xls, xlsx)
 *   go as document blocks, at most 5 per request and 4.5 MB each, under a name restricted to
 *   the characters Bedrock allows. RTF, and documents beyond those limits, go as extracted text.
 * - A document sent as a block whose scanned pages were read by OCR also gets that text as a
 *   text block: the model reads only a document block's text layer, not its pictures.
 * - A file with neither a usable block nor text is not sent; its entry in the result says so.
 *
 * Each block is preceded by a short label naming the file, so the model can cite it.
 */

export const MAX_IMAGES = 20;
export const MAX_DOCUMENTS = 5;
export const MAX_IMAGE_BYTES = 3.75 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 4.5 * 1024 * 1024;
/** Extracted text sent per file; the rest is cut (and the result says so). */
export const MAX_TEXT_CHARS = 20_000;

const DOCUMENT_FORMATS_BY_TYPE: Record<string, DocumentFormat> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'text/html': 'html',
  'text/markdown': 'md',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};
const DOCUMENT_FORMATS_BY_EXTENSION: Record<string, DocumentFormat> = {
  pdf: 'pdf',
  docx: 'docx',
  doc: 'doc',
  txt: 'txt',
  csv: 'csv',
  html: 'html',
  htm: 'html',
  md: 'md',
  xls: 'xls',
  xlsx: 'xlsx',
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The image format the model accepts, recognised from the bytes (not the declared type); null otherwise. */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

/** The Converse document format of a file, from its media type, else its extension; null if none fits. */
export function documentFormatOf(file: Pick<AnalysisFile, 'fileName' | 'mediaType'>): DocumentFormat | null {
  const type = file.mediaType.split(';')[0]!.trim().toLowerCase();
  return DOCUMENT_FORMATS_BY_TYPE[type] ?? DOCUMENT_FORMATS_BY_EXTENSION[extensionOf(file.fileName)] ?? null;
}

/**
 * A document block name Bedrock accepts (letters and digits, single spaces, hyphens,
 * parentheses, square brackets), unique within the request: the file name without its
 * extension, accents removed, other characters turned into spaces.
 */
export function documentBlockName(fileName: string, taken: Set<string>): string {
  const base =
    fileName
      .replace(/\.[^.]*$/, '')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9\s()[\]-]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80)
      .trim() || 'document';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base} (${n})`;
  taken.add(name.toLowerCase());
  return name;
}

function label(text: string): ContentBlock {
  return { text };
}

function textBlock(file: AnalysisFile, text: string, truncated: boolean): ContentBlock {
  const what = file.kind === 'photo' ? 'text read in the photo by OCR' : 'text extracted from the document';
  const cut = truncated ? `\n[… text cut after ${MAX_TEXT_CHARS} characters]` : '';
  return {
    text: `File ${JSON.stringify(file.fileName)} (${file.kind}), ${what}:\n<file_text>\n${text}${cut}\n</file_text>`,
  };
}

/** The OCR text of a document's scanned pages, which its document block does not carry. */
function scannedPagesBlock(file: AnalysisFile, text: string): ContentBlock {
  const truncated = text.length > MAX_TEXT_CHARS;
  const cut = truncated ? `\n[… text cut after ${MAX_TEXT_CHARS} characters]` : '';
  return {
    text: `File ${JSON.stringify(file.fileName)} (document), text read by OCR on its scanned pages (the attached document has no text layer there):\n<file_text>\n${truncated ? text.slice(0, MAX_TEXT_CHARS) : text}${cut}\n</file_text>`,
  };
}

export interface FileContent {
  /** The blocks to place before the request text in the user message. */
  blocks: ContentBlock[];
  /** One per input file, in the same order. */
  deliveries: FileDelivery[];
}

/** Decides how each file is sent and builds the content blocks. */
export function fileContent(files: AnalysisFile[]): FileContent {
  const blocks: ContentBlock[] = [];
  const deliveries: FileDelivery[] = [];
  const documentNames = new Set<string>();
  let images = 0;
  let documents = 0;

  const asText = (file: AnalysisFile, reason: DeliveryReason | undefined): FileDelivery => {
    const text = file.text?.trim() ?? '';
    if (!text) return { fileName: file.fileName, as: 'none', ...(reason && { reason }) };
    const truncated = text.length > MAX_TEXT_CHARS;
    blocks.push(textBlock(file, truncated ? text.slice(0, MAX_TEXT_CHARS) : text, truncated));
    return {
      fileName: file.fileName,
      as: 'text',
      ...(reason && { reason }),
      ...(truncated && { truncated }),
    };
  };

  for (const file of files) {
    const imageFormat = imageFormatOf(file.bytes);
    if (imageFormat || file.kind === 'photo') {
      if (!imageFormat) deliveries.push(asText(file, 'imageFormat'));
      else if (file.bytes.length > MAX_IMAGE_BYTES) deliveries.push(asText(file, 'imageTooLarge'));
      else if (images >= MAX_IMAGES) deliveries.push(asText(file, 'imageLimit'));
      else {
        images += 1;
        blocks.push(label(`Photo ${images}: ${JSON.stringify(file.fileName)}`));
        blocks.push({ image: { format: imageFormat, source: { bytes: file.bytes } } });
        deliveries.push({ fileName: file.fileName, as: 'image' });
      }
      continue;
    }
    const documentFormat = documentFormatOf(file);
    if (!documentFormat) deliveries.push(asText(file, 'documentFormat'));
    else if (file.bytes.length > MAX_DOCUMENT_BYTES) deliveries.push(asText(file, 'documentTooLarge'));
    else if (documents >= MAX_DOCUMENTS) deliveries.push(asText(file, 'documentLimit'));
    else {
      documents += 1;
      const name = documentBlockName(file.fileName, documentNames);
      blocks.push(label(`Document ${documents}: ${JSON.stringify(file.fileName)} (attached as "${name}")`));
      blocks.push({ document: { format: documentFormat, name, source: { bytes: file.bytes } } });
      const ocrText = file.ocrText?.trim();
      if (ocrText) blocks.push(scannedPagesBlock(file, ocrText));
      deliveries.push({ fileName: file.fileName, as: 'document', documentName: name });
    }
  }
  return { blocks, deliveries };
}

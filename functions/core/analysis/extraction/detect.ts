import { ACCEPTED_FILES, extensionOf, type AcceptedExtension } from '#shared/schemas/analysis';
import { hasUtf16Bom, isValidUtf8 } from './text-decoding';
import { kindOf, type DetectedType, type FileKind } from './types';
import { isZip, zipEntryNames } from './zip-entries';

/**
 * File signatures (magic bytes). The worker checks every upload with these before use,
 * because presigned uploads let the browser declare any name and content type.
 */

const TEXT_SAMPLE_BYTES = 8192;
const PDF_SIGNATURE_WINDOW = 1024;
const HEIC_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1', 'hevc']);
/** BITMAPINFOHEADER sizes: core, v1, v2, v3, OS/2 v2, v4, v5. */
const BMP_DIB_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1a, 0x1b]);
const CP1252_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((b, i) => bytes[at + i] === b);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

function indexOfAscii(bytes: Uint8Array, needle: string, limit: number): number {
  const end = Math.min(bytes.length, limit) - needle.length;
  outer: for (let i = 0; i <= end; i += 1) {
    for (let j = 0; j < needle.length; j += 1) {
      if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    }
    return i;
  }
  return -1;
}

function isBmp(bytes: Uint8Array): boolean {
  if (bytes.length < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return false;
  const dibSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(14, true);
  return BMP_DIB_HEADER_SIZES.has(dibSize);
}

function isHeic(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12));
}

/** Plain text: no NUL and few control characters in the first 8 KB, UTF-8 or Latin-1. */
function isText(bytes: Uint8Array): boolean {
  if (hasUtf16Bom(bytes)) return true;
  const sample = bytes.subarray(0, TEXT_SAMPLE_BYTES);
  // Not UTF-8: read as Windows-1252 (Latin-1 plus printable 0x80-0x9F), where five bytes are undefined.
  const utf8 = isValidUtf8(sample, sample.length < bytes.length);
  let controls = 0;
  for (const b of sample) {
    if (b === 0) return false;
    // TAB, LF, VT, FF, CR, SUB (DOS end of file) and ESC appear in real text files.
    if ((b < 0x20 && !TEXT_CONTROLS.has(b)) || b === 0x7f) controls += 1;
    else if (!utf8 && CP1252_UNDEFINED.has(b)) controls += 1;
  }
  return controls <= sample.length * 0.02;
}

/** The type of a file from its content, or null when it is none of the accepted types. */
export function detectType(bytes: Uint8Array): DetectedType | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (isBmp(bytes)) return 'bmp';
  if (
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || // II*\0 little-endian
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) || // MM\0* big-endian
    startsWith(bytes, [0x49, 0x49, 0x2b, 0x00]) || // BigTIFF
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2b])
  ) {
    return 'tiff';
  }
  if (isHeic(bytes)) return 'heic';
  if (indexOfAscii(bytes, '%PDF-', PDF_SIGNATURE_WINDOW) >= 0) return 'pdf';
  if (isZip(bytes)) return zipEntryNames(bytes).some((name) => name.startsWith('word/')) ? 'docx' : null;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  const bom = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  if (bytes.length >= bom + 5 && ascii(bytes, bom, bom + 5) === '{\\rtf') return 'rtf';
  return isText(bytes) ? 'txt' : null;
}

/**
 * Which detected types an extension may hold. The reader always goes by the detected type.
 * - Photos are interchangeable: phones and browsers often save a PNG or HEIC as ".jpg", and OCR
 *   reads the picture whatever its name.
 * - ".doc" and ".docx" also accept each other and RTF (WordPad and old tools save RTF as ".doc").
 * - ".txt" also accepts RTF, which is text.
 * - ".pdf" and ".rtf" accept only themselves: a text file renamed ".pdf" is a mismatch.
 */
const PHOTOS: readonly DetectedType[] = ['jpeg', 'png', 'webp', 'gif', 'bmp', 'tiff', 'heic'];
const WORD: readonly DetectedType[] = ['doc', 'docx', 'rtf'];
const ALLOWED: Record<AcceptedExtension, readonly DetectedType[]> = {
  jpg: PHOTOS,
  jpeg: PHOTOS,
  png: PHOTOS,
  webp: PHOTOS,
  heic: PHOTOS,
  bmp: PHOTOS,
  gif: PHOTOS,
  tiff: PHOTOS,
  pdf: ['pdf'],
  doc: WORD,
  docx: WORD,
  rtf: ['rtf'],
  txt: ['txt', 'rtf'],
};

export type DeclaredTypeCheck =
  | { ok: true; kind: FileKind; detected: DetectedType }
  | { ok: false; reason: 'empty' | 'mismatch' | 'unsupported'; detected: DetectedType | null };

function isAcceptedExtension(ext: string): ext is AcceptedExtension {
  return Object.hasOwn(ACCEPTED_FILES, ext);
}

/** Compares a file's name with its bytes. `unsupported`: the extension or the content is no accepted type. */
export function checkDeclaredType(fileName: string, bytes: Uint8Array): DeclaredTypeCheck {
  if (bytes.length === 0) return { ok: false, reason: 'empty', detected: null };
  const detected = detectType(bytes);
  const ext = extensionOf(fileName);
  if (!isAcceptedExtension(ext) || detected === null) return { ok: false, reason: 'unsupported', detected };
  if (!ALLOWED[ext].includes(detected)) return { ok: false, reason: 'mismatch', detected };
  return { ok: true, kind: kindOf(detected), detected };
}

/** The kind an extension announces, for files whose content could not be identified. */
export function kindOfExtension(fileName: string): FileKind {
  const ext = extensionOf(fileName);
  return isAcceptedExtension(ext) && PHOTOS.includes(ALLOWED[ext][0]!) ? 'photo' : 'document';
}

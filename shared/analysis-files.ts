/** What an analysis accepts as files: types, sizes, count. No zod here: the input screens use it. */
/** Accepted uploads: extension → content types a browser may declare. */
export const ACCEPTED_FILES = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  webp: ['image/webp'],
  heic: ['image/heic', 'image/heif', ''],
  bmp: ['image/bmp', 'image/x-ms-bmp'],
  gif: ['image/gif'],
  tiff: ['image/tiff'],
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  txt: ['text/plain'],
  rtf: ['application/rtf', 'text/rtf'],
} as const satisfies Record<string, readonly string[]>;
export type AcceptedExtension = keyof typeof ACCEPTED_FILES;

/**
 * Video and audio a team keeps among the assistant's imported workplace files (spec 2.4): stored,
 * listed and downloaded, never read (no text to quote).
 */
export const LIBRARY_MEDIA_FILES = {
  mp4: ['video/mp4'],
  mov: ['video/quicktime'],
  webm: ['video/webm', 'audio/webm'],
  mp3: ['audio/mpeg'],
  m4a: ['audio/mp4', 'audio/x-m4a'],
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave'],
} as const satisfies Record<string, readonly string[]>;
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
export const MAX_FILES_PER_ANALYSIS = 20;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * What one analysis reads, so that it always ends within the worker's time and memory:
 * - pages of documents, all files together (checked when the analysis starts: 413 naming the file);
 * - pages and photos read by OCR (scans are found while reading: past it, the rest is skipped
 *   with a warning on the file, as is OCR past the time budget);
 * - pixels of a picture (about 50 megapixels): larger ones are refused before decoding.
 */
export const MAX_PAGES_PER_ANALYSIS = 200;
export const MAX_OCR_PAGES_PER_ANALYSIS = 40;
export const MAX_IMAGE_PIXELS = 50_000_000;
export const PHOTO_EXTENSIONS: readonly AcceptedExtension[] = [
  'jpg',
  'jpeg',
  'png',
  'webp',
  'heic',
  'bmp',
  'gif',
  'tiff',
];

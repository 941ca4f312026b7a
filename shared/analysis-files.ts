/** What an analysis accepts as files: types, sizes, count (analysis spec, section 5). No zod here: the input screens use it. */
/** Accepted uploads (analysis spec, section 5): extension → content types a browser may declare. */
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
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
export const MAX_FILES_PER_ANALYSIS = 20;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

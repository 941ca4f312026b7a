/**
 * What image compression decides before it touches a pixel.
 * Pure: no DOM, so it is unit-tested under Node; compress-image.ts does the drawing.
 */

/** Longest and shortest side of the result (1920x1080, in the photo's own orientation). */
export const MAX_LONG_SIDE = 1920;
export const MAX_SHORT_SIDE = 1080;
export const JPEG_QUALITY = 0.8;
/** Smaller images are already light enough to upload as they are. */
export const COMPRESSION_THRESHOLD_BYTES = 500 * 1024;
export const EXPORT_TIMEOUT_MS = 10_000;
export const VALIDATION_TIMEOUT_MS = 5_000;
/** The saving is announced only above this share of the original size. */
export const ANNOUNCE_SAVING_RATIO = 0.1;
/** Viewports narrower than this are phones. */
export const MOBILE_VIEWPORT_PX = 768;

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

export type SkipReason = 'not-image' | 'heic' | 'undecodable' | 'small' | 'device';
export type CompressionDecision = { compress: true } | { compress: false; reason: SkipReason };

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp', 'bmp', 'gif', 'tif', 'tiff', 'heic', 'heif']);

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * iOS (every iOS browser is WebKit, and iPadOS says "Macintosh" but has a touch screen) and
 * Android before 8: their canvases are small and their exports unreliable, so the original
 * is sent.
 */
export function isLegacyMobile(userAgent: string, maxTouchPoints = 0): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return true;
  const android = /Android\s+(\d+)/i.exec(userAgent);
  return android !== null && Number(android[1]) < 8;
}

/** Whether a file is worth compressing on this device, and if not, why. */
export function compressionDecision(
  file: FileFacts,
  userAgent: string,
  maxTouchPoints = 0,
): CompressionDecision {
  const ext = extension(file.name);
  const type = file.type.toLowerCase();
  if (!type.startsWith('image/') && !IMAGE_EXTENSIONS.has(ext))
    return { compress: false, reason: 'not-image' };
  if (type === 'image/heic' || type === 'image/heif' || ext === 'heic' || ext === 'heif') {
    return { compress: false, reason: 'heic' };
  }
  // Only Safari decodes TIFF; elsewhere the attempt would always fail and warn for nothing.
  if (type === 'image/tiff' || ext === 'tif' || ext === 'tiff')
    return { compress: false, reason: 'undecodable' };
  if (file.size < COMPRESSION_THRESHOLD_BYTES) return { compress: false, reason: 'small' };
  if (isLegacyMobile(userAgent, maxTouchPoints)) return { compress: false, reason: 'device' };
  return { compress: true };
}

/**
 * The size that fits the 1920x1080 box without enlarging and keeping the ratio. The box
 * turns with the photo, so a portrait phone photo keeps 1080x1440 rather than 810x1080:
 * text on signs and labels must stay readable.
 */
export function fitWithin(width: number, height: number): { width: number; height: number } {
  const landscape = width >= height;
  const maxWidth = landscape ? MAX_LONG_SIDE : MAX_SHORT_SIDE;
  const maxHeight = landscape ? MAX_SHORT_SIDE : MAX_LONG_SIDE;
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The name of the compressed file: the same, with a .jpg extension when it was not JPEG
 * before (photo.png → photo.jpg). The server checks the extension against the bytes.
 */
export function compressedName(name: string): string {
  const ext = extension(name);
  if (ext === 'jpg' || ext === 'jpeg') return name;
  const base = ext ? name.slice(0, name.length - ext.length - 1) : name;
  return `${base || 'image'}.jpg`;
}

/** The compressed version is kept only when it is not empty and smaller than the original. */
export function keepCompressed(originalSize: number, compressedSize: number): boolean {
  return compressedSize > 0 && compressedSize < originalSize;
}

export interface CompressionSummary {
  /** Images replaced by a smaller version. */
  count: number;
  originalBytes: number;
  savedBytes: number;
  /** Whole percent saved on the compressed images. */
  percent: number;
  /** Above 10 %: worth telling the user. */
  announce: boolean;
}

/** Totals over the images that were replaced: each pair is (original size, size sent). */
export function summarize(pairs: readonly { before: number; after: number }[]): CompressionSummary {
  const replaced = pairs.filter((pair) => pair.after < pair.before);
  const originalBytes = replaced.reduce((sum, pair) => sum + pair.before, 0);
  const savedBytes = replaced.reduce((sum, pair) => sum + (pair.before - pair.after), 0);
  const ratio = originalBytes > 0 ? savedBytes / originalBytes : 0;
  return {
    count: replaced.length,
    originalBytes,
    savedBytes,
    percent: Math.round(ratio * 100),
    announce: ratio > ANNOUNCE_SAVING_RATIO,
  };
}

import { imageSize } from 'image-size';
import { MAX_IMAGE_PIXELS } from '#shared/analysis-files';

/**
 * A picture's dimensions read from its header alone (image-size), before any decoder allocates
 * width × height × 4 bytes: a 1 MB PNG can claim 32000 × 32000 pixels (4 GB decoded).
 */

/** Bytes of a file enough to read its dimensions (a JPEG's size marker may follow a large EXIF block). */
export const IMAGE_HEADER_BYTES = 512 * 1024;

export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const { width, height, images } = imageSize(bytes);
    // A multi-image file (ICO, HEIF collections, TIFF pages) is as large as its largest image.
    const largest = (images ?? []).reduce((max, image) => Math.max(max, image.width * image.height), 0);
    if (!width || !height) return null;
    return largest > width * height && images
      ? images.reduce((a, b) => (a.width * a.height >= b.width * b.height ? a : b))
      : { width, height };
  } catch {
    return null;
  }
}

/**
 * Whether decoding the picture would go past the pixel budget. A header that cannot be read
 * counts as over budget: the decoders must never be the first to learn the size.
 */
export function exceedsPixelBudget(bytes: Uint8Array, budget = MAX_IMAGE_PIXELS): boolean {
  const size = imageDimensions(bytes);
  return !size || size.width * size.height > budget;
}

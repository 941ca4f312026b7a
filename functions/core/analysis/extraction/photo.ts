import { exceedsPixelBudget, imageDimensions } from './image-header';
import { ocrImage } from './ocr';
import { meaningfulOcrText } from './ocr-quality';
import { takeOcrPage } from './reading-budget';
import type { DetectedType, Extracted, ExtractionWarning, ReadingBudget } from './types';

/**
 * Photos are read by OCR. Tesseract reads JPEG, PNG, WebP, GIF and TIFF bytes as they are. Two
 * types are converted first:
 * - HEIC/HEIF (iPhone photos): decoded with heic-convert (libheif compiled to WebAssembly) into a
 *   JPEG. Warning `heicConverted`.
 * - BMP: tesseract.js decodes BMP in plain JavaScript (3.6 s for 1600x1200 here); the native
 *   canvas turns it into a PNG in milliseconds. Without the canvas the BMP goes as it is.
 * No upscaling or grayscale step: measured on signs photographed at 480 to 4032 pixels wide it
 * made results worse or changed nothing; Sauvola thresholding (see ocr.ts) handles coloured signs.
 * Pictures above OCR_MAX_PIXELS are scaled down before OCR.
 */

/** Throws only when the picture cannot be decoded; a missing decoder fails the import instead. */
async function heicConverter(): Promise<(bytes: Uint8Array) => Promise<Uint8Array>> {
  const { default: convert } = await import('heic-convert');
  return async (bytes) => {
    const jpeg = await convert({ buffer: bytes, format: 'JPEG', quality: 0.92 });
    return jpeg instanceof Uint8Array ? jpeg : new Uint8Array(jpeg);
  };
}

/**
 * Pixels read by OCR at most. Above this the picture is scaled down first (a 12-megapixel phone
 * photo is read as it is): Tesseract's memory grows with the pixels (a 50-megapixel picture took
 * 1.26 GB, the same at 16 megapixels 0.8 GB including the decode) and text large enough to
 * photograph is still 3 to 10 times taller than OCR needs at this size.
 */
export const OCR_MAX_PIXELS = 16_000_000;

/** The picture within OCR_MAX_PIXELS as a PNG, or as it is when it fits or the canvas cannot decode it. */
async function withinOcrPixels(bytes: Uint8Array): Promise<Uint8Array> {
  const size = imageDimensions(bytes);
  if (!size || size.width * size.height <= OCR_MAX_PIXELS) return bytes;
  try {
    const { createCanvas, loadImage } = await import('@napi-rs/canvas');
    const picture = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const scale = Math.sqrt(OCR_MAX_PIXELS / (picture.width * picture.height));
    const canvas = createCanvas(
      Math.max(1, Math.floor(picture.width * scale)),
      Math.max(1, Math.floor(picture.height * scale)),
    );
    const g = canvas.getContext('2d');
    g.imageSmoothingQuality = 'high';
    g.drawImage(picture, 0, 0, canvas.width, canvas.height);
    return await canvas.encode('png');
  } catch {
    return bytes; // TIFF and the like: Tesseract decodes them itself, at full size
  }
}

async function bmpToPng(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    const { createCanvas, loadImage } = await import('@napi-rs/canvas');
    const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const canvas = createCanvas(image.width, image.height);
    canvas.getContext('2d').drawImage(image, 0, 0);
    return await canvas.encode('png');
  } catch {
    return bytes; // tesseract.js decodes BMP itself, only slower
  }
}

export async function extractPhoto(
  type: DetectedType,
  bytes: Uint8Array,
  budget?: ReadingBudget,
): Promise<Extracted> {
  const warnings: ExtractionWarning[] = [];
  // Before any decoder: a few KB of header can claim gigabytes of pixels.
  if (exceedsPixelBudget(bytes))
    return { kind: 'photo', method: 'unreadable', pages: [], warnings: ['imageTooLarge'] };
  // Loaded outside the try: a deployment without the decoder must fail loudly, not look like a bad file.
  const heicToJpeg = type === 'heic' ? await heicConverter() : null;
  let image = bytes;
  try {
    if (heicToJpeg) {
      image = await heicToJpeg(bytes);
      warnings.push('heicConverted');
    } else if (type === 'bmp') {
      image = await bmpToPng(bytes);
    }
    // The scaled picture also makes the preview: the original is not decoded twice.
    image = await withinOcrPixels(image);
  } catch {
    return { kind: 'photo', method: 'unreadable', pages: [], warnings: [...warnings, 'fileDamaged'] };
  }

  // Past the analysis's OCR budget the photo is kept (its preview is shown) but not read.
  if (!takeOcrPage(budget))
    return { kind: 'photo', method: 'unreadable', pages: [], warnings: [...warnings, 'ocrBudget'], image };
  let text: string;
  try {
    text = meaningfulOcrText(await ocrImage(image));
  } catch (error) {
    // Tesseract (Leptonica) could not decode the picture: the file is damaged, OCR itself is fine.
    const damaged = error instanceof Error && /read image/i.test(error.message);
    return {
      kind: 'photo',
      method: 'unreadable',
      pages: [],
      warnings: [...warnings, damaged ? 'fileDamaged' : 'ocrFailed'],
      image: damaged ? undefined : image,
    };
  }
  if (!text) warnings.push('noTextFound');
  return { kind: 'photo', method: 'ocr', pages: [{ page: 1, text, source: 'ocr' }], warnings, image };
}

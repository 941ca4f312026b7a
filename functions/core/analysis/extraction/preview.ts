import { exceedsPixelBudget } from './image-header';

/**
 * Photo previews: the results screen and the PDF report show each photo downscaled to at most
 * 1024 pixels on its long side (about 150 dpi across a report page) as a JPEG, so a phone on
 * site never downloads 12-megapixel originals and a report of 20 photos stays within the
 * 6 MB answer a Lambda function can give. The canvas decoder applies the EXIF orientation of
 * phone photos, so previews come out upright (checked by a unit test).
 */
export const PREVIEW_MAX_SIDE = 1024;
const PREVIEW_QUALITY = 70;

/** The preview JPEG; null when the canvas cannot decode the picture (e.g. TIFF). */
export async function photoPreview(image: Uint8Array): Promise<Uint8Array | null> {
  if (exceedsPixelBudget(image)) return null;
  try {
    const { createCanvas, loadImage } = await import('@napi-rs/canvas');
    const picture = await loadImage(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
    const scale = Math.min(1, PREVIEW_MAX_SIDE / Math.max(picture.width, picture.height));
    const width = Math.max(1, Math.round(picture.width * scale));
    const height = Math.max(1, Math.round(picture.height * scale));
    const canvas = createCanvas(width, height);
    canvas.getContext('2d').drawImage(picture, 0, 0, width, height);
    return await canvas.encode('jpeg', PREVIEW_QUALITY);
  } catch {
    return null;
  }
}

/**
 * Photo previews: the results screen and the PDF report show each photo downscaled to at most
 * 1600 pixels on its long side as a JPEG, so a report of phone photos stays small and a
 * screen on a phone does not download 12-megapixel originals. The canvas decoder applies the
 * EXIF orientation of phone photos, so previews come out upright (checked by a unit test).
 */
export const PREVIEW_MAX_SIDE = 1600;
const PREVIEW_QUALITY = 80;

/** The preview JPEG; null when the canvas cannot decode the picture (e.g. TIFF). */
export async function photoPreview(image: Uint8Array): Promise<Uint8Array | null> {
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

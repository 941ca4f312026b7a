import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { PREVIEW_MAX_SIDE, photoPreview } from '#core/analysis/extraction/preview';

/** Left half red, right half blue, so the orientation of a preview can be read from its pixels. */
async function halves(width: number, height: number): Promise<Uint8Array> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ff0000';
  context.fillRect(0, 0, width / 2, height);
  context.fillStyle = '#0000ff';
  context.fillRect(width / 2, 0, width / 2, height);
  return canvas.encode('jpeg', 90);
}

/** The same JPEG with an EXIF block saying "rotate 90° clockwise to display" (orientation 6), as phones write. */
function withOrientation6(jpeg: Uint8Array): Uint8Array {
  const tiff = Buffer.from([
    0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0,
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const size = payload.length + 2;
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, size >> 8, size & 0xff]), payload]);
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]));
}

async function decode(bytes: Uint8Array) {
  const image = await loadImage(Buffer.from(bytes));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixel = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
  return { width: image.width, height: image.height, pixel };
}

describe('photo previews', () => {
  it('downscales a large photo to the preview size as a JPEG, keeping its proportions', async () => {
    const preview = await photoPreview(await halves(4000, 3000));
    expect(preview).not.toBeNull();
    expect([...preview!.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const decoded = await decode(preview!);
    expect([decoded.width, decoded.height]).toEqual([PREVIEW_MAX_SIDE, (PREVIEW_MAX_SIDE * 3) / 4]);
  });

  it('keeps a small photo at its size', async () => {
    const decoded = await decode((await photoPreview(await halves(640, 480)))!);
    expect([decoded.width, decoded.height]).toEqual([640, 480]);
  });

  it('turns a phone photo upright from its EXIF orientation', async () => {
    const decoded = await decode((await photoPreview(withOrientation6(await halves(400, 200))))!);
    // Turned a quarter clockwise: portrait, the red half now on top.
    expect([decoded.width, decoded.height]).toEqual([200, 400]);
    const [red, , blue] = decoded.pixel(100, 50);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(60);
  });

  it('gives no preview for bytes the canvas cannot decode', async () => {
    expect(await photoPreview(new TextEncoder().encode('not a picture'))).toBeNull();
  });
});

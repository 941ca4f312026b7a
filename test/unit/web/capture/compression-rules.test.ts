import { describe, expect, it } from 'vitest';
import {
  COMPRESSION_THRESHOLD_BYTES,
  compressedName,
  compressionDecision,
  fitWithin,
  isLegacyMobile,
  keepCompressed,
  summarize,
} from '@/features/analysis/capture/compression-rules';

const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const ANDROID_14 =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const ANDROID_7 =
  'Mozilla/5.0 (Linux; Android 7.1.2; SM-J530F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPADOS_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

const MB = 1024 * 1024;

describe('compressionDecision', () => {
  it('compresses a large JPEG or PNG on a desktop or a recent Android phone', () => {
    // Prepare
    const photo = { name: 'quai.jpg', type: 'image/jpeg', size: 4 * MB };
    const screenshot = { name: 'plan.png', type: 'image/png', size: 2 * MB };

    // Act / Assess
    expect(compressionDecision(photo, DESKTOP_CHROME)).toEqual({ compress: true });
    expect(compressionDecision(screenshot, ANDROID_14)).toEqual({ compress: true });
  });

  it('skips documents, even large ones', () => {
    expect(
      compressionDecision({ name: 'rapport.pdf', type: 'application/pdf', size: 8 * MB }, DESKTOP_CHROME),
    ).toEqual({ compress: false, reason: 'not-image' });
  });

  it('skips HEIC and HEIF by type or by extension (browsers often declare no type)', () => {
    expect(compressionDecision({ name: 'IMG_1.HEIC', type: '', size: 3 * MB }, DESKTOP_CHROME)).toEqual({
      compress: false,
      reason: 'heic',
    });
    expect(compressionDecision({ name: 'photo', type: 'image/heif', size: 3 * MB }, DESKTOP_CHROME)).toEqual({
      compress: false,
      reason: 'heic',
    });
  });

  it('skips images under 500 KB and compresses from exactly 500 KB', () => {
    const under = { name: 'a.jpg', type: 'image/jpeg', size: COMPRESSION_THRESHOLD_BYTES - 1 };
    const at = { name: 'a.jpg', type: 'image/jpeg', size: COMPRESSION_THRESHOLD_BYTES };

    expect(compressionDecision(under, DESKTOP_CHROME)).toEqual({ compress: false, reason: 'small' });
    expect(compressionDecision(at, DESKTOP_CHROME)).toEqual({ compress: true });
  });

  it('skips iOS, iPadOS in desktop mode and Android before 8', () => {
    const photo = { name: 'a.jpg', type: 'image/jpeg', size: 4 * MB };

    expect(compressionDecision(photo, IPHONE)).toEqual({ compress: false, reason: 'device' });
    expect(compressionDecision(photo, IPADOS_DESKTOP_MODE, 5)).toEqual({ compress: false, reason: 'device' });
    expect(compressionDecision(photo, ANDROID_7)).toEqual({ compress: false, reason: 'device' });
  });

  it('skips TIFF, which only Safari can decode', () => {
    expect(
      compressionDecision({ name: 'scan.tiff', type: 'image/tiff', size: 9 * MB }, DESKTOP_CHROME),
    ).toEqual({
      compress: false,
      reason: 'undecodable',
    });
  });
});

describe('isLegacyMobile', () => {
  it('tells a Mac (no touch) from an iPad that claims to be one', () => {
    expect(isLegacyMobile(IPADOS_DESKTOP_MODE, 0)).toBe(false);
    expect(isLegacyMobile(IPADOS_DESKTOP_MODE, 5)).toBe(true);
  });

  it('draws the Android line at version 8', () => {
    expect(isLegacyMobile(ANDROID_7.replace('7.1.2', '8.0.0'))).toBe(false);
    expect(isLegacyMobile(ANDROID_7)).toBe(true);
    expect(isLegacyMobile(ANDROID_14)).toBe(false);
  });
});

describe('fitWithin', () => {
  it('shrinks a 4000x3000 landscape photo to fit 1920x1080, keeping the ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1440, height: 1080 });
  });

  it('shrinks a wide panorama by its width', () => {
    expect(fitWithin(6000, 1000)).toEqual({ width: 1920, height: 320 });
  });

  it('turns the box for a portrait phone photo (3024x4032 → 1080x1440)', () => {
    expect(fitWithin(3024, 4032)).toEqual({ width: 1080, height: 1440 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('keeps at least one pixel on a very thin image', () => {
    expect(fitWithin(100_000, 10)).toEqual({ width: 1920, height: 1 });
  });
});

describe('compressedName', () => {
  it('gives a .jpg extension when the type changed', () => {
    expect(compressedName('photo.png')).toBe('photo.jpg');
    expect(compressedName('quai.de.chargement.webp')).toBe('quai.de.chargement.jpg');
    expect(compressedName('scan.BMP')).toBe('scan.jpg');
    expect(compressedName('sans-extension')).toBe('sans-extension.jpg');
  });

  it('keeps the name of a file that was JPEG already', () => {
    expect(compressedName('IMG_0001.JPG')).toBe('IMG_0001.JPG');
    expect(compressedName('atelier.jpeg')).toBe('atelier.jpeg');
  });
});

describe('keepCompressed', () => {
  it('keeps only a non-empty result smaller than the original', () => {
    expect(keepCompressed(1000, 999)).toBe(true);
    expect(keepCompressed(1000, 1000)).toBe(false);
    expect(keepCompressed(1000, 1500)).toBe(false);
    expect(keepCompressed(1000, 0)).toBe(false);
  });
});

describe('summarize', () => {
  it('totals the saving over the replaced images and announces it above 10 %', () => {
    const summary = summarize([
      { before: 4 * MB, after: 1 * MB },
      { before: 2 * MB, after: 1 * MB },
    ]);

    expect(summary).toEqual({
      count: 2,
      originalBytes: 6 * MB,
      savedBytes: 4 * MB,
      percent: 67,
      announce: true,
    });
  });

  it('does not announce a saving of 10 % or less', () => {
    const summary = summarize([{ before: 1000, after: 900 }]);

    expect(summary.percent).toBe(10);
    expect(summary.announce).toBe(false);
  });

  it('ignores images that were kept as they were', () => {
    expect(summarize([{ before: 1000, after: 1000 }])).toEqual({
      count: 0,
      originalBytes: 0,
      savedBytes: 0,
      percent: 0,
      announce: false,
    });
  });
});

import {
  EXPORT_TIMEOUT_MS,
  JPEG_QUALITY,
  VALIDATION_TIMEOUT_MS,
  compressedName,
  compressionDecision,
  fitWithin,
  keepCompressed,
  summarize,
  type CompressionSummary,
} from './compression-rules';

/** Rejects when `promise` takes longer than `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(`${what} timed out`)), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function exportJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Canvas export failed'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}

/** The result must open as an image again before it replaces the photo. */
function loadsAsImage(blob: Blob): Promise<void> {
  const url = URL.createObjectURL(blob);
  return withTimeout(
    new Promise<void>((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('Compressed image does not load'));
      image.src = url;
    }),
    VALIDATION_TIMEOUT_MS,
    'Image validation',
  ).finally(() => URL.revokeObjectURL(url));
}

/**
 * One image resized to fit 1920x1080 and exported as JPEG 0.8; the original when the
 * result is not smaller. Throws when the browser cannot decode, draw or export it.
 */
export async function compressImage(file: File): Promise<File> {
  // Phone photos carry their rotation in EXIF; 'from-image' keeps them upright.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await withTimeout(exportJpeg(canvas), EXPORT_TIMEOUT_MS, 'Canvas export');
    if (!keepCompressed(file.size, blob.size)) return file;
    await loadsAsImage(blob);
    return new File([blob], compressedName(file.name), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}

export interface CompressionOutcome {
  /** The files to upload, in the same order: compressed where it helped, else the originals. */
  files: File[];
  summary: CompressionSummary;
  /** Images whose compression failed (their originals are sent). */
  failed: number;
}

/** Whether any of these files will be compressed here (to show the phase only then). */
export function anyToCompress(files: readonly File[]): boolean {
  return files.some(
    (file) => compressionDecision(file, navigator.userAgent, navigator.maxTouchPoints).compress,
  );
}

/**
 * Compresses the images worth it, one after another (phones have little memory for
 * several full-size bitmaps at once). A failure keeps that original and is counted.
 */
export async function compressImages(files: readonly File[]): Promise<CompressionOutcome> {
  const result: File[] = [];
  const pairs: { before: number; after: number }[] = [];
  let failed = 0;
  for (const file of files) {
    if (!compressionDecision(file, navigator.userAgent, navigator.maxTouchPoints).compress) {
      result.push(file);
      continue;
    }
    try {
      const compressed = await compressImage(file);
      result.push(compressed);
      pairs.push({ before: file.size, after: compressed.size });
    } catch {
      failed += 1;
      result.push(file);
    }
  }
  return { files: result, summary: summarize(pairs), failed };
}

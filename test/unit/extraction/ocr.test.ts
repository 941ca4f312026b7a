import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import {
  extractDocument,
  imageDimensions,
  OCR_MAX_PIXELS,
  ocrImage,
  ocrPoolsCreated,
  ocrPoolSize,
  shutdownOcr,
} from '#core/analysis/extraction';
import {
  bmp,
  encodeImage,
  gif,
  scannedPdf,
  scenePixels,
  signPixels,
  tiff,
} from '../../fixtures/extraction/builders';

// Every test that runs OCR lives in this file, so one worker pool serves them all. The first OCR
// call starts the pool (about 2 s on two cores); later calls take a few hundred milliseconds.
const OCR_TIMEOUT = 30_000;

const fixture = (name: string) => readFile(new URL(`../../fixtures/extraction/${name}`, import.meta.url));
/** Upper case, one space between words: OCR line breaks and spacing are not what is tested. */
const normalised = (text: string | undefined) => (text ?? '').toUpperCase().replace(/\s+/g, ' ').trim();

const sign = signPixels(); // 1600x1200 photo of a yellow "DANGER / HAUTE TENSION" sign
const smallSign = signPixels({ width: 800, height: 600 });

afterAll(async () => {
  await shutdownOcr();
});

describe('OCR of photos', () => {
  it(
    'reads "DANGER HAUTE TENSION" on a PNG photo of a sign',
    async () => {
      // Prepare
      const bytes = await encodeImage(sign, 'png');
      // Act
      const result = await extractDocument({ fileName: 'panneau.png', bytes });
      // Assess
      expect(result.kind).toBe('photo');
      expect(result.method).toBe('ocr');
      expect(result.warnings).toEqual([]);
      expect(result.pages).toHaveLength(1);
      expect(result.pages[0]?.source).toBe('ocr');
      expect(normalised(result.pages[0]?.text)).toContain('DANGER');
      expect(normalised(result.pages[0]?.text)).toContain('HAUTE TENSION');
    },
    OCR_TIMEOUT,
  );

  it(
    'reads the same sign from a JPEG',
    async () => {
      const result = await extractDocument({
        fileName: 'IMG_0042.jpg',
        bytes: await encodeImage(sign, 'jpeg'),
      });
      expect(normalised(result.pages[0]?.text)).toContain('DANGER');
      expect(normalised(result.pages[0]?.text)).toContain('HAUTE TENSION');
    },
    OCR_TIMEOUT,
  );

  it(
    'converts an iPhone HEIC photo before OCR and says so',
    async () => {
      const result = await extractDocument({ fileName: 'IMG_0043.HEIC', bytes: await fixture('sign.heic') });
      expect(result.method).toBe('ocr');
      expect(result.warnings).toEqual(['heicConverted']);
      expect(normalised(result.pages[0]?.text)).toContain('DANGER');
      expect(normalised(result.pages[0]?.text)).toContain('HAUTE TENSION');
    },
    OCR_TIMEOUT,
  );

  it(
    'scales a picture above OCR_MAX_PIXELS down before OCR, and keeps the scaled one for the preview',
    async () => {
      // Prepare: 20 megapixels, above the OCR size, within the pixel budget.
      const bytes = await encodeImage(signPixels({ width: 5000, height: 4000, photo: false }), 'png');
      // Act
      const result = await extractDocument({ fileName: 'affiche.png', bytes });
      // Assess
      expect(normalised(result.pages[0]?.text)).toContain('HAUTE TENSION');
      const scaled = imageDimensions(result.image!)!;
      expect(scaled.width * scaled.height).toBeLessThanOrEqual(OCR_MAX_PIXELS);
      expect(scaled.width / scaled.height).toBeCloseTo(5000 / 4000, 2);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads WebP, GIF, BMP and TIFF photos',
    async () => {
      const files = {
        'a.webp': await encodeImage(smallSign, 'webp'),
        'a.gif': gif(smallSign),
        'a.bmp': bmp(smallSign),
        'a.tiff': tiff(smallSign),
      };
      for (const [fileName, bytes] of Object.entries(files)) {
        const result = await extractDocument({ fileName, bytes });
        expect(normalised(result.pages[0]?.text), fileName).toContain('HAUTE TENSION');
      }
    },
    OCR_TIMEOUT,
  );

  it(
    'reads French letters (œ, ç, à, è) with the French model loaded beside the English one',
    async () => {
      const page = signPixels({
        width: 1400,
        height: 400,
        photo: false,
        lines: [
          { text: 'Le cœur de l’œuvre : français, à côté', size: 44 },
          { text: 'Wear hearing protection beyond this point', size: 44 },
        ],
      });
      const { text, confidence } = await ocrImage(await encodeImage(page, 'png'));
      expect(text).toContain('cœur');
      expect(text).toContain('français, à côté');
      expect(text).toContain('Wear hearing protection');
      expect(confidence).toBeGreaterThan(60);
    },
    OCR_TIMEOUT,
  );

  it(
    'counts the junk OCR reads in a scene without writing as no text',
    async () => {
      const scene = await encodeImage(scenePixels(), 'jpeg');
      // Tesseract turns the ladder's rails and the door slats into characters…
      expect((await ocrImage(scene)).text.trim()).not.toBe('');
      // …which the extraction does not take for text: the photo is reported as not read.
      const extracted = await extractDocument({ fileName: 'quai.jpg', bytes: scene });
      expect(extracted.pages).toEqual([{ page: 1, text: '', source: 'ocr' }]);
      expect(extracted.warnings).toEqual(['noTextFound']);
    },
    OCR_TIMEOUT,
  );

  it(
    'reports a photo without text, and a damaged photo, without failing',
    async () => {
      const blank = await encodeImage(
        signPixels({ width: 400, height: 300, lines: [], photo: false }),
        'png',
      );
      const png = await encodeImage(smallSign, 'png');
      expect(await extractDocument({ fileName: 'mur.png', bytes: blank })).toEqual({
        kind: 'photo',
        method: 'ocr',
        pages: [{ page: 1, text: '', source: 'ocr' }],
        warnings: ['noTextFound'],
        // The picture itself is kept for its preview, text or not.
        image: blank,
      });
      expect(await extractDocument({ fileName: 'coupee.png', bytes: png.subarray(0, 1500) })).toEqual({
        kind: 'photo',
        method: 'unreadable',
        pages: [],
        warnings: ['fileDamaged'],
      });
    },
    OCR_TIMEOUT,
  );
});

describe('OCR of scanned PDF pages', () => {
  const scan = signPixels({
    width: 1275,
    height: 1650,
    photo: false,
    lines: [
      { text: 'CONSIGNES DE SÉCURITÉ', size: 64 },
      { text: 'Porter des lunettes de protection', size: 44 },
      { text: 'en tout temps dans l’atelier.', size: 44 },
    ],
  });

  it(
    'reads an image-only page by OCR and keeps the text layer of the others',
    async () => {
      // Prepare
      const bytes = await scannedPdf(await encodeImage(scan, 'png'), [
        ['Registre des inspections de l’atelier de soudure.'],
      ]);
      // Act
      const result = await extractDocument({ fileName: 'registre.pdf', bytes });
      // Assess
      expect(result.method).toBe('pdf-text');
      expect(result.warnings).toEqual(['scannedPagesOcr']);
      expect(result.pages.map((p) => p.source)).toEqual(['text', 'ocr']);
      expect(result.pages[0]?.text).toBe('Registre des inspections de l’atelier de soudure.');
      expect(normalised(result.pages[1]?.text)).toContain('PORTER DES LUNETTES DE PROTECTION');
    },
    OCR_TIMEOUT,
  );

  it(
    'calls a PDF made only of scans an OCR document',
    async () => {
      const result = await extractDocument({
        fileName: 'scan.pdf',
        bytes: await scannedPdf(await encodeImage(scan, 'png')),
      });
      expect(result.method).toBe('ocr');
      expect(result.pages).toHaveLength(1);
      expect(result.pages[0]?.source).toBe('ocr');
      expect(normalised(result.pages[0]?.text)).toContain('EN TOUT TEMPS');
    },
    OCR_TIMEOUT,
  );
});

describe('OCR worker pool', () => {
  it(
    'creates the workers once and reuses them for later calls',
    async () => {
      // Prepare
      const image = await encodeImage(smallSign, 'png');
      await ocrImage(image); // the pool exists after this call, whatever ran before
      const created = ocrPoolsCreated();
      // Act
      const [first, second] = [await ocrImage(image), await ocrImage(image)];
      // Assess
      expect(ocrPoolsCreated()).toBe(created);
      expect(ocrPoolSize()).toBe(Math.min(2, availableParallelism()));
      expect(normalised(first.text)).toBe(normalised(second.text));
    },
    OCR_TIMEOUT,
  );

  it(
    'serves concurrent calls from the same pool',
    async () => {
      const image = await encodeImage(smallSign, 'png');
      const created = ocrPoolsCreated();
      const results = await Promise.all([ocrImage(image), ocrImage(image), ocrImage(image)]);
      expect(ocrPoolsCreated()).toBe(created);
      for (const r of results) expect(normalised(r.text)).toContain('DANGER');
    },
    OCR_TIMEOUT,
  );

  it(
    'ends the workers on shutdown and starts a new pool on the next call',
    async () => {
      const created = ocrPoolsCreated();
      await shutdownOcr();
      expect(ocrPoolSize()).toBe(0);
      await ocrImage(await encodeImage(smallSign, 'png'));
      expect(ocrPoolsCreated()).toBe(created + 1);
    },
    OCR_TIMEOUT,
  );
});

import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS } from '#shared/analysis-files';
import {
  exceedsPixelBudget,
  extractDocument,
  OFFICE_XML_MAX_BYTES,
  pdfPageCount,
  photoPreview,
  readingBudget,
  takeOcrPage,
} from '#core/analysis/extraction';
import { docx, encodeImage, scannedPdf, signPixels, textPdf } from '../../fixtures/extraction/builders';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header claiming width × height RGBA pixels, with a few bytes of image data. */
function pngClaiming(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('pixel bombs', () => {
  it('refuses a 32000 × 32000 PNG from its header, without decoding it', async () => {
    const bomb = pngClaiming(32_000, 32_000);
    const before = process.memoryUsage().rss;
    const started = Date.now();
    const result = await extractDocument({ fileName: 'plan.png', bytes: bomb });
    expect(result).toEqual({ kind: 'photo', method: 'unreadable', pages: [], warnings: ['imageTooLarge'] });
    expect(await photoPreview(bomb)).toBeNull();
    // Decoding would take 4 GB and many seconds; reading the header takes neither.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('accepts a picture just under the budget (about 50 megapixels) and refuses one just over', () => {
    const side = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS));
    expect(exceedsPixelBudget(pngClaiming(side, side))).toBe(false);
    expect(exceedsPixelBudget(pngClaiming(side + 1, side + 1))).toBe(true);
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
  });

  it('still reads and previews a normal photo', async () => {
    const photo = await encodeImage(signPixels(), 'png');
    expect(exceedsPixelBudget(photo)).toBe(false);
    expect(await photoPreview(photo)).not.toBeNull();
  });
});

describe('decompression bombs', () => {
  const bombText = ' '.repeat(OFFICE_XML_MAX_BYTES + 1024);

  it('refuses a small DOCX whose document.xml inflates past the cap', async () => {
    const bomb = docx([bombText], { deflate: true });
    expect(bomb.length).toBeLessThan(100 * 1024);
    const started = Date.now();
    const result = await extractDocument({ fileName: 'bombe.docx', bytes: bomb });
    expect(result).toEqual({
      kind: 'document',
      method: 'unreadable',
      pages: [],
      warnings: ['documentTooLarge'],
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('is not fooled by a bomb that declares a small unzipped size', async () => {
    const liar = docx([bombText], { deflate: true, declaredSize: 1024 });
    const result = await extractDocument({ fileName: 'menteur.docx', bytes: liar });
    expect(result.warnings).toEqual(['documentTooLarge']);
  });

  it('reads a deflated DOCX under the cap as before', async () => {
    const result = await extractDocument({
      fileName: 'procedure.docx',
      bytes: docx(['Cadenassage obligatoire avant entretien.'], { deflate: true }),
    });
    expect(result.method).toBe('docx');
    expect(result.pages[0]!.text).toBe('Cadenassage obligatoire avant entretien.');
  });
});

describe('page count of a PDF without a PDF library', () => {
  it.each([true, false])('counts pages with object streams %s', async (useObjectStreams) => {
    const pdf = await PDFDocument.create();
    for (let i = 0; i < 250; i += 1) pdf.addPage();
    expect(pdfPageCount(await pdf.save({ useObjectStreams }))).toBe(250);
  });

  it('counts the pages of a text PDF and answers null for bytes that are no PDF', async () => {
    expect(pdfPageCount(await textPdf([['a'], ['b'], ['c']]))).toBe(3);
    expect(pdfPageCount(new TextEncoder().encode('hello'))).toBeNull();
  });
});

describe('reading budget of an analysis', () => {
  it('stops taking OCR pages at the count or at the deadline', () => {
    const budget = { ...readingBudget(0), ocrPagesLeft: 2 };
    expect([takeOcrPage(budget, 1), takeOcrPage(budget, 2), takeOcrPage(budget, 3)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(budget.ocrPagesUsed).toBe(2);
    const late = readingBudget(0);
    expect(takeOcrPage(late, late.ocrDeadline)).toBe(false);
  });

  it('skips the scanned pages of a PDF past the OCR budget with a warning, instead of running out of time', async () => {
    const scan = await scannedPdf(await encodeImage(signPixels(), 'png'), [
      ['Page de texte lisible sans OCR, assez longue.'],
    ]);
    const budget = { ...readingBudget(), ocrPagesLeft: 0 };
    const result = await extractDocument({ fileName: 'scan.pdf', bytes: scan, budget });
    expect(result.warnings).toContain('ocrBudget');
    expect(result.pages.map((p) => p.source)).toEqual(['text', 'text']);
    expect(budget.ocrPagesUsed).toBe(0);
  });

  it('reads no more pages than the analysis has left, with a warning', async () => {
    const budget = { ...readingBudget(), pagesLeft: 2 };
    const result = await extractDocument({
      fileName: 'long.pdf',
      bytes: await textPdf([
        ['Un texte assez long pour une page.'],
        ['Deux, texte assez long ici.'],
        ['Trois, texte assez long ici.'],
      ]),
      budget,
    });
    expect(result.pages).toHaveLength(2);
    expect(result.warnings).toContain('pageBudget');
    expect(budget.pagesLeft).toBe(0);
  });

  it('keeps a photo past the OCR budget for its preview, unread, with a warning', async () => {
    const photo = await encodeImage(signPixels(), 'png');
    const result = await extractDocument({
      fileName: 'photo.png',
      bytes: photo,
      budget: { ...readingBudget(), ocrPagesLeft: 0 },
    });
    expect(result).toMatchObject({ kind: 'photo', method: 'unreadable', warnings: ['ocrBudget'] });
    expect(result.image).toBeDefined();
  });
});

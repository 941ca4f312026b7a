import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { RenderParameters, TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';
import { MAX_IMAGE_PIXELS } from '#shared/analysis-files';
import { ocrImage } from './ocr';
import { meaningfulOcrText } from './ocr-quality';
import { takeOcrPage } from './reading-budget';
import { tidyText } from './text-decoding';
import type { Extracted, ExtractedPage, ExtractionWarning, ReadingBudget } from './types';

/**
 * PDF text with pdf.js (legacy build, the one meant for Node). Each page's text layer is joined in
 * content order with a line break wherever the baseline moves. Pages with (almost) no text are
 * scanned pages: they are rendered with @napi-rs/canvas and read by OCR.
 */

export const MAX_PDF_PAGES = 200;
/** A page whose text layer has fewer visible characters than this is treated as a scan. */
export const SCANNED_PAGE_MIN_CHARACTERS = 25;
/**
 * Scans are rendered at 200 dpi, capped so the longer side stays within this many pixels. Measured
 * with scripts/bench/scan-resolution.ts (a letter page scanned at 300 dpi, 10- to 5-point text):
 * 150, 200 and 250 dpi read 96 to 100 % of the words, 300 dpi 93 to 100 % (Tesseract scales every
 * line to the same height anyway), at 2.2 times the pixels of 200 dpi and the time that goes with
 * them. 200 rather than 150: the margin for fainter scans and small serif print.
 */
const RENDER_DPI = 200;
const RENDER_MAX_SIDE = 4200;
/** Scanned pages waiting for OCR at once (each holds one rendered page in memory). */
const OCR_IN_FLIGHT = 2;

type PdfJs = typeof PdfJsModule;
let pdfjsLoading: Promise<PdfJs> | null = null;

/** Loads pdf.js once, with its worker code in this thread (no worker file to locate or fetch). */
function loadPdfJs(): Promise<PdfJs> {
  pdfjsLoading ??= (async () => {
    const [pdfjs, worker] = await Promise.all([
      import('pdfjs-dist/legacy/build/pdf.mjs'),
      import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
    ]);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return pdfjs;
  })();
  return pdfjsLoading;
}

/** Local folders of pdf.js resources (fonts, CMaps, image decoders), when the package is on disk. */
function resourceUrls(): { standardFontDataUrl?: string; cMapUrl?: string; wasmUrl?: string } {
  try {
    const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
    return {
      standardFontDataUrl: join(root, 'standard_fonts') + '/',
      cMapUrl: join(root, 'cmaps') + '/',
      wasmUrl: join(root, 'wasm') + '/',
    };
  } catch {
    return {}; // bundled without the package folder: text still works, some scans may not render
  }
}

function isTextItem(item: TextItem | TextMarkedContent): item is TextItem {
  return 'str' in item;
}

/** Text of one page in reading order: a new line wherever the baseline moves. */
export function joinTextItems(items: (TextItem | TextMarkedContent)[]): string {
  const lines: string[] = [];
  let line = '';
  let lastY: number | null = null;
  let lastEndX = 0;
  for (const item of items) {
    if (!isTextItem(item)) continue;
    const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
    const fontSize = Math.hypot(c, d) || Math.hypot(a, b) || item.height || 1;
    if (item.str !== '') {
      if (lastY !== null && Math.abs(y - lastY) > fontSize * 0.5) {
        lines.push(line);
        line = '';
      } else if (line && x - lastEndX > fontSize * 0.15 && !/\s$/.test(line) && !/^\s/.test(item.str)) {
        line += ' ';
      }
      line += item.str;
      lastY = y;
      lastEndX = x + item.width;
    }
    if (item.hasEOL) {
      lines.push(line);
      line = '';
      lastY = null;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

function visibleCharacters(text: string): number {
  return text.replace(/\s/g, '').length;
}

type Renderer = (page: PDFPageProxy) => Promise<Uint8Array>;

/** A page renderer, or null when the canvas package cannot load on this host. */
async function pageRenderer(): Promise<Renderer | null> {
  try {
    const { createCanvas } = await import('@napi-rs/canvas');
    return async (page) => {
      const base = page.getViewport({ scale: 1 });
      const scale = Math.min(RENDER_DPI / 72, RENDER_MAX_SIDE / Math.max(base.width, base.height));
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      // pdf.js paints a white background first, then draws with the canvas's own 2D context.
      await page.render({ canvas: canvas as unknown as RenderParameters['canvas'], viewport }).promise;
      return await canvas.encode('png');
    };
  } catch {
    return null;
  }
}

function unreadable(warning: ExtractionWarning): Extracted {
  return { kind: 'document', method: 'unreadable', pages: [], warnings: [warning] };
}

export async function extractPdf(bytes: Uint8Array, budget?: ReadingBudget): Promise<Extracted> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    stopAtErrors: false,
    // Images inside the PDF are decoded only up to the pixel budget (bigger ones are skipped).
    maxImageSize: MAX_IMAGE_PIXELS,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    ...resourceUrls(),
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    return unreadable(
      error instanceof Error && error.name === 'PasswordException' ? 'pdfEncrypted' : 'fileDamaged',
    );
  }

  const warnings = new Set<ExtractionWarning>();
  try {
    const pageCount = Math.min(doc.numPages, MAX_PDF_PAGES, budget?.pagesLeft ?? Infinity);
    if (doc.numPages > MAX_PDF_PAGES) warnings.add('pageLimit');
    else if (pageCount < doc.numPages) warnings.add('pageBudget');
    if (budget) budget.pagesLeft -= pageCount;
    const pages: ExtractedPage[] = [];
    const ocrJobs = new Set<Promise<void>>();
    let renderer: Renderer | null | undefined;

    for (let number = 1; number <= pageCount; number += 1) {
      const page = await doc.getPage(number);
      const text = tidyText(joinTextItems((await page.getTextContent()).items));
      const entry: ExtractedPage = { page: number, text, source: 'text' };
      pages.push(entry);
      if (visibleCharacters(text) >= SCANNED_PAGE_MIN_CHARACTERS) {
        page.cleanup();
        continue;
      }

      if (!takeOcrPage(budget)) {
        warnings.add('ocrBudget');
        page.cleanup();
        continue;
      }
      renderer ??= await pageRenderer();
      if (!renderer) {
        warnings.add('renderUnavailable');
        continue;
      }
      let image: Uint8Array;
      try {
        image = await renderer(page);
      } catch {
        warnings.add('renderUnavailable');
        continue;
      } finally {
        page.cleanup();
      }
      const job = ocrImage(image)
        .then((result) => {
          const ocrText = meaningfulOcrText(result);
          // Keep the text layer when OCR finds nothing better (a page with a short caption).
          if (visibleCharacters(ocrText) > visibleCharacters(entry.text)) {
            entry.text = ocrText;
            entry.source = 'ocr';
          }
          warnings.add('scannedPagesOcr');
        })
        .catch(() => {
          warnings.add('ocrFailed');
        })
        .finally(() => ocrJobs.delete(job));
      ocrJobs.add(job);
      if (ocrJobs.size >= OCR_IN_FLIGHT) await Promise.race(ocrJobs);
    }
    await Promise.all(ocrJobs);

    const anyText = pages.some((p) => p.text !== '');
    if (!anyText) warnings.add('noTextFound');
    const allOcr = anyText && pages.every((p) => p.source === 'ocr' || p.text === '');
    return { kind: 'document', method: allOcr ? 'ocr' : 'pdf-text', pages, warnings: [...warnings] };
  } catch {
    return { kind: 'document', method: 'unreadable', pages: [], warnings: [...warnings, 'fileDamaged'] };
  } finally {
    await doc.destroy();
  }
}

import { filledError } from '#core/errors';
import {
  extensionOf,
  MAX_IMAGE_PIXELS,
  MAX_OCR_PAGES_PER_ANALYSIS,
  MAX_PAGES_PER_ANALYSIS,
  PHOTO_EXTENSIONS,
  type AcceptedExtension,
  type StartAnalysisRequest,
} from '#shared/schemas/analysis';
import { getObjectBytes, getObjectHead } from '#adapters/objects';
import { IMAGE_HEADER_BYTES, imageDimensions } from './extraction/image-header';
import { pdfPageCount } from './extraction/pdf-pages';

/**
 * PDFs are counted when the analysis starts while the bytes read for counting stay under this
 * (one answer of the start route must stay within seconds); the rest are cut by the worker as
 * it reads, with a visible warning.
 */
const COUNTED_PDF_MAX_BYTES = 64 * 1024 * 1024;

const isPhoto = (name: string) => PHOTO_EXTENSIONS.includes(extensionOf(name) as AcceptedExtension);

/**
 * The budget of one analysis, checked before it is queued so that a file it could never finish
 * is refused at once with 413 naming the file and the limit, not failed 16 minutes later:
 * pictures above the pixel budget, documents that take the analysis past its pages, photos past
 * its OCR budget. What cannot be known here (which PDF pages are scans) the worker enforces.
 */
export async function checkAnalysisBudget(
  request: StartAnalysisRequest,
  sizes: number[],
): Promise<{ pages: number }> {
  const { language } = request;
  let photos = 0;
  let pages = 0;
  let countedBytes = 0;
  let otherDocuments = 0;
  for (const [index, file] of request.files.entries()) {
    if (isPhoto(file.name)) {
      photos += 1;
      if (photos > MAX_OCR_PAGES_PER_ANALYSIS)
        throw filledError(413, 'photoBudgetExceeded', language, {
          file: file.name,
          limit: MAX_OCR_PAGES_PER_ANALYSIS,
        });
      const size = imageDimensions(await getObjectHead(file.key, IMAGE_HEADER_BYTES));
      if (size && size.width * size.height > MAX_IMAGE_PIXELS)
        throw filledError(413, 'imageTooLarge', language, {
          file: file.name,
          limit: MAX_IMAGE_PIXELS / 1_000_000,
        });
    } else if (extensionOf(file.name) !== 'pdf' || countedBytes + sizes[index]! > COUNTED_PDF_MAX_BYTES) {
      otherDocuments += 1;
    } else {
      countedBytes += sizes[index]!;
      pages += pdfPageCount(await getObjectBytes(file.key)) ?? 0;
      if (pages > MAX_PAGES_PER_ANALYSIS)
        throw filledError(413, 'pageBudgetExceeded', language, {
          file: file.name,
          limit: MAX_PAGES_PER_ANALYSIS,
        });
    }
  }
  // Metered pages (enterprise packs): a photo is a page; a document other than a PDF counts one.
  return { pages: pages + photos + otherDocuments };
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { relaxedSimd } from 'wasm-feature-detect';
import { extractDocument, photoPreview, shutdownOcr } from '#core/analysis/extraction';

/**
 * Bundled like the worker and run from a folder laid out like its asset (worker-files.test.ts): reads
 * each file named on the command line with the worker's extraction code and prints what it found.
 */

const require = createRequire(import.meta.url);
const files = [];
for (const path of process.argv.slice(2)) {
  const bytes = await readFile(path);
  const { method, pages, warnings, image } = await extractDocument({ fileName: basename(path), bytes });
  // As the pipeline does: a preview of each photo (a HEIC photo's converted image).
  const preview = image ? await photoPreview(image) : null;
  files.push({
    name: basename(path),
    method,
    warnings,
    pages: pages.map(({ source, text }) => ({ source, text })),
    previewBytes: preview?.byteLength ?? 0,
  });
}
await shutdownOcr();

console.log(
  JSON.stringify({
    // The engine build tesseract.js picks: relaxed SIMD or plain SIMD (worker-files.ts TESSERACT_CORES).
    relaxedSimd: await relaxedSimd(),
    // Where extraction/pdf.ts and ocr.ts find their packages' folders.
    resolved: ['pdfjs-dist', '@tesseract.js-data/eng', '@tesseract.js-data/fra'].map((name) =>
      require.resolve(`${name}/package.json`),
    ),
    files,
  }),
);

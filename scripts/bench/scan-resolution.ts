/**
 * The resolution scanned PDF pages are rendered at for OCR (RENDER_DPI in pdf.ts), measured:
 * a letter page scanned at 300 dpi (10-, 8- and 6.5-point text, French and English, slightly
 * blurred and speckled as a scanner leaves it) is rendered at several resolutions as the worker renders it
 * and read by the worker's OCR; the figures are the share of the page's words read right and
 * the median time of render plus OCR. Usage: tsx scripts/bench/scan-resolution.ts
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { RenderParameters } from 'pdfjs-dist/types/src/display/api';
import { ocrImage, shutdownOcr } from '#core/analysis/extraction';
import { scannedPdf } from '../../test/fixtures/extraction/builders';

const RESOLUTIONS = [150, 200, 250, 300];
const RUNS = 3;
/** Body text, small print, footnotes. */
const POINT_SIZES = [10, 8, 6.5];
const LINES = [
  'Rapport d’inspection de l’atelier de soudure, ligne 2.',
  'Le convoyeur fonctionne sans protecteur; les points de pincement sont accessibles.',
  'Des chariots élévateurs traversent l’allée piétonne sans séparation physique.',
  'Les travailleurs manipulent des charges de 25 kg de façon répétée, en torsion.',
  'Le plancher près du poste de lavage est mouillé et glissant en tout temps.',
  'Wear hearing protection beyond this point: noise levels exceed 85 dBA.',
  'Lockout procedures must be applied before any maintenance on the press.',
  'Fiches de données de sécurité absentes pour trois produits corrosifs.',
];

/** The scan: a 2550 x 3300 PNG (letter at 300 dpi), eight lines at each size. */
async function scannedPage(): Promise<Uint8Array> {
  const canvas = createCanvas(2550, 3300);
  const g = canvas.getContext('2d') as SKRSContext2D;
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, 2550, 3300);
  g.fillStyle = '#1a1a1a';
  let y = 300;
  for (const points of POINT_SIZES) {
    const px = Math.round((points / 72) * 300);
    g.font = `${px}px "DejaVu Sans"`;
    for (const line of LINES) {
      g.fillText(line, 225, y);
      y += px * 1.6;
    }
    y += 150;
  }
  // A scanner's optics and paper: a slight blur and grey specks (fixed, so every run reads the same page).
  const blurred = createCanvas(2550, 3300);
  const b = blurred.getContext('2d');
  b.filter = 'blur(1.5px)';
  b.drawImage(canvas, 0, 0);
  b.filter = 'none';
  b.fillStyle = '#777777';
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let i = 0; i < 20_000; i += 1) b.fillRect(random() * 2550, random() * 3300, 2, 2);
  return blurred.encode('png');
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Share of the expected words found (each found word used once). */
function wordAccuracy(read: string): number {
  const expected = words(POINT_SIZES.flatMap(() => LINES).join(' '));
  const found = new Map<string, number>();
  for (const word of words(read)) found.set(word, (found.get(word) ?? 0) + 1);
  let right = 0;
  for (const word of expected) {
    const left = found.get(word) ?? 0;
    if (left > 0) {
      right += 1;
      found.set(word, left - 1);
    }
  }
  return right / expected.length;
}

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker =
  await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
const doc = await pdfjs.getDocument({ data: await scannedPdf(await scannedPage()), isEvalSupported: false })
  .promise;
const page = await doc.getPage(1);
await ocrImage(await createCanvas(100, 100).encode('png')); // the OCR threads start outside the clock

console.log('dpi  pixels      words read  render + OCR (median)');
for (const dpi of RESOLUTIONS) {
  const times: number[] = [];
  let accuracy = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const viewport = page.getViewport({ scale: dpi / 72 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvas: canvas as unknown as RenderParameters['canvas'], viewport }).promise;
    const { text } = await ocrImage(await canvas.encode('png'));
    times.push(performance.now() - started);
    accuracy = wordAccuracy(text);
  }
  const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  const size = page.getViewport({ scale: dpi / 72 });
  console.log(
    `${dpi}  ${Math.ceil(size.width)}x${Math.ceil(size.height)}  ${(accuracy * 100).toFixed(1)} %      ${Math.round(median)} ms`,
  );
}
await doc.destroy();
await shutdownOcr();

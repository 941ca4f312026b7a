import type { OcrResult } from './ocr';
import { tidyText } from './text-decoding';

/**
 * Tesseract turns the edges, textures and shadows of a photo into "_", "JAN", "|||": text that
 * would make a scene without writing look read. Below these thresholds the OCR output counts as
 * no text, so the photo's card says plainly that it was not interpreted.
 */
export const MIN_OCR_CONFIDENCE = 60;
/** Words of three or more letters or digits (a Chinese or Japanese character counts as one). */
export const MIN_OCR_WORDS = 2;

const WORD = /[\p{L}\p{N}]{3,}|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/** The OCR text worth reading, or '' when it is noise. */
export function meaningfulOcrText(result: OcrResult): string {
  const text = tidyText(result.text);
  const words = text.match(WORD)?.length ?? 0;
  return result.confidence >= MIN_OCR_CONFIDENCE && words >= MIN_OCR_WORDS ? text : '';
}

import LineBreaker from 'linebreak';
import type { PDFFont } from 'pdf-lib';

/** Text measuring and line breaking, shared by the page flow and the footer. */

/** Removes control characters a PDF text run cannot hold; keeps newlines. */
export function clean(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, ' ')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g, '')
  );
}

/** Han, kana, Hangul and full-width forms: text that wraps between characters rather than at spaces. */
const CJK_CHAR = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

const advanceCache = new WeakMap<PDFFont, Map<string, number>>();

/** Width of `text` at `size`, summed from cached per-character advances (pdf-lib lays text out on every call). */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let cache = advanceCache.get(font);
  if (!cache) {
    cache = new Map();
    advanceCache.set(font, cache);
  }
  let units = 0;
  for (const ch of text) {
    let w = cache.get(ch);
    if (w === undefined) {
      w = font.widthOfTextAtSize(ch, 1000);
      cache.set(ch, w);
    }
    units += w;
  }
  return (units * size) / 1000;
}

/**
 * The paragraph cut where a line may end, each piece with its trailing spaces. The opportunities
 * are those of the Unicode line breaking algorithm (UAX #14, strict: no line starts with 。、」）
 * or a small kana, none ends with 「（), kept where they follow a space or touch a CJK character:
 * Latin text still wraps at spaces only (not after the hyphen of garde-corps).
 */
export function breakPieces(paragraph: string): string[] {
  const pieces: string[] = [];
  const breaker = new LineBreaker(paragraph);
  let start = 0;
  for (let bk = breaker.nextBreak(); bk; bk = breaker.nextBreak()) {
    const at = bk.position;
    if (at >= paragraph.length) break;
    const before = paragraph.charAt(at - 1);
    if (/\s/.test(before) || CJK_CHAR.test(before) || CJK_CHAR.test(paragraph.charAt(at))) {
      pieces.push(paragraph.slice(start, at));
      start = at;
    }
  }
  pieces.push(paragraph.slice(start));
  return pieces;
}

/** Greedy line breaking at the break opportunities of breakPieces, inside a piece wider than the line. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  const width = (s: string) => textWidth(font, s, size);
  const spaceWidth = width(' ');
  for (const paragraph of clean(text).split('\n')) {
    let line = '';
    let lineWidth = 0;
    let pendingSpace = false;
    const flush = () => {
      lines.push(line);
      line = '';
      lineWidth = 0;
    };
    for (const piece of breakPieces(paragraph)) {
      // Runs of spaces read as one; a space at the start of a line is dropped.
      const words = piece.trim().replace(/\s+/g, ' ');
      if (/^\s/.test(piece) && line !== '') pendingSpace = true;
      if (words !== '') {
        const wordsWidth = width(words);
        const gap = pendingSpace ? spaceWidth : 0;
        if (lineWidth + gap + wordsWidth <= maxWidth) {
          line += (pendingSpace ? ' ' : '') + words;
          lineWidth += gap + wordsWidth;
        } else {
          if (line !== '') flush();
          if (wordsWidth <= maxWidth) {
            line = words;
            lineWidth = wordsWidth;
          } else {
            // A piece wider than the line: broken between characters.
            for (const ch of words) {
              const w = width(ch);
              if (line !== '' && lineWidth + w > maxWidth) flush();
              line += ch;
              lineWidth += w;
            }
          }
        }
      }
      pendingSpace = /\s$/.test(piece) && line !== '';
    }
    lines.push(line);
  }
  return lines;
}

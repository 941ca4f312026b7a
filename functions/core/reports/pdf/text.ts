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

const CJK_CHAR = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;
const TOKEN =
  /\s+|[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+/g;

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

/** Greedy line breaking: on spaces for alphabetic text, between characters for CJK, inside over-long words. */
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
    for (const token of paragraph.match(TOKEN) ?? []) {
      if (/^\s+$/.test(token)) {
        pendingSpace = line !== '';
        continue;
      }
      const tokenWidth = width(token);
      const gap = pendingSpace ? spaceWidth : 0;
      if (lineWidth + gap + tokenWidth <= maxWidth) {
        line += (pendingSpace ? ' ' : '') + token;
        lineWidth += gap + tokenWidth;
        pendingSpace = false;
        continue;
      }
      pendingSpace = false;
      if (line !== '') flush();
      if (tokenWidth <= maxWidth) {
        line = token;
        lineWidth = tokenWidth;
        continue;
      }
      // A single token wider than the line: break it between characters.
      for (const ch of token) {
        const w = width(ch);
        if (line !== '' && lineWidth + w > maxWidth) flush();
        line += ch;
        lineWidth += w;
      }
    }
    lines.push(line);
  }
  // Keep a Japanese/Chinese closing punctuation mark from starting a line when it fits on the previous one.
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i] ?? '';
    const prev = lines[i - 1] ?? '';
    if (
      /^[、。，．,.)）」』】〕！？!?：:]/.test(l) &&
      CJK_CHAR.test(prev) &&
      width(prev + l.charAt(0)) <= maxWidth
    ) {
      lines[i - 1] = prev + l.charAt(0);
      lines[i] = l.slice(1);
    }
  }
  return lines;
}

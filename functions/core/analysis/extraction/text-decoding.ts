/**
 * Byte-to-text decoding without relying on ICU encodings: UTF-8 when the bytes are valid UTF-8,
 * otherwise Windows-1252 (the superset of Latin-1 that Windows and RTF use for French text).
 */

/** Windows-1252 code points for bytes 0x80-0x9F; the five undefined bytes map to themselves. */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d,
  0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x9d, 0x017e, 0x0178,
];

export function cp1252Char(byte: number): string {
  return String.fromCharCode(byte >= 0x80 && byte <= 0x9f ? (CP1252_HIGH[byte - 0x80] ?? byte) : byte);
}

export function decodeCp1252(bytes: Uint8Array): string {
  let out = '';
  const chunk = 8192;
  for (let start = 0; start < bytes.length; start += chunk) {
    const codes = Array.from(bytes.subarray(start, start + chunk), (b) =>
      b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] ?? b) : b,
    );
    out += String.fromCharCode(...codes);
  }
  return out;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Valid UTF-8, allowing a multi-byte sequence cut off by the end of a sample. */
export function isValidUtf8(bytes: Uint8Array, truncated = false): boolean {
  let end = bytes.length;
  if (truncated) {
    // Step back over an incomplete trailing sequence (at most 3 bytes).
    let i = end - 1;
    let back = 0;
    while (i >= 0 && back < 3 && (bytes[i]! & 0xc0) === 0x80) {
      i -= 1;
      back += 1;
    }
    if (i >= 0) {
      const lead = bytes[i]!;
      const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
      if (need > end - i) end = i;
    }
  }
  try {
    strictUtf8.decode(bytes.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}

function swapBytes(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length - (bytes.length % 2));
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    out[i] = bytes[i + 1]!;
    out[i + 1] = bytes[i]!;
  }
  return out;
}

export type TextEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

export function hasUtf16Bom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/** Decodes a plain-text file: UTF-16 with a BOM, UTF-8 (BOM stripped), else Windows-1252. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  const utf16 = hasUtf16Bom(bytes);
  if (utf16) {
    const body = bytes.subarray(2);
    const le = utf16 === 'utf-16le' ? body : swapBytes(body);
    return { text: new TextDecoder('utf-16le').decode(le), encoding: utf16 };
  }
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  if (isValidUtf8(body)) return { text: new TextDecoder('utf-8').decode(body), encoding: 'utf-8' };
  return { text: decodeCp1252(body), encoding: 'windows-1252' };
}

/** Line endings to \n, no trailing blanks on lines, no runs of more than two blank lines, NFC. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v\u00a0]+$/gm, '')
    .replace(/\n{4,}/g, '\n\n\n')
    .normalize('NFC')
    .trim();
}

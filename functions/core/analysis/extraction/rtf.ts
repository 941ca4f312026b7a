import { cp1252Char } from './text-decoding';

/**
 * Plain text of an RTF document: control words and their groups removed, `\'hh` escapes read in
 * the document's ANSI code page (Windows-1252 unless `\ansicpgN` says otherwise and the host
 * knows that code page), `\uN` escapes with their `\ucN` fallbacks skipped, paragraph marks as
 * line breaks, and non-text destinations (font, colour and style tables, document info,
 * pictures, `{\*...}` extensions, field instructions) skipped.
 */

/** Destinations whose content is not document text. */
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'object',
  'objdata',
  'fldinst',
  'listtable',
  'listoverridetable',
  'revtbl',
  'rsidtbl',
  'generator',
  'xmlnstbl',
  'themedata',
  'colorschememapping',
  'latentstyles',
  'datastore',
  'filetbl',
  'pgdsctbl',
  'mmathPr',
  'nonshppict',
  'private',
  'listtext',
  'pntext',
]);

const SYMBOL_WORDS: Record<string, string> = {
  par: '\n',
  line: '\n',
  sect: '\n\n',
  page: '\n\n',
  row: '\n',
  cell: '\t',
  nestcell: '\t',
  tab: '\t',
  emdash: '\u2014',
  endash: '\u2013',
  emspace: ' ',
  enspace: ' ',
  qmspace: ' ',
  bullet: '\u2022',
  lquote: '\u2018',
  rquote: '\u2019',
  ldblquote: '\u201c',
  rdblquote: '\u201d',
};

interface GroupState {
  skip: boolean;
  /** Fallback characters that follow a \uN escape (\ucN, 1 by default). */
  uc: number;
}

function byteDecoder(codePage: number | null): (byte: number) => string {
  if (codePage === null || codePage === 1252) return cp1252Char;
  try {
    const decoder = new TextDecoder(`windows-${codePage}`);
    return (byte) => decoder.decode(new Uint8Array([byte]));
  } catch {
    return cp1252Char; // this host has no such code page
  }
}

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

export function rtfToText(bytes: Uint8Array): string {
  const src = bytes;
  const codePageMatch = /\\ansicpg(\d+)/.exec(new TextDecoder('latin1').decode(src.subarray(0, 4096)));
  const decodeByte = byteDecoder(codePageMatch ? Number(codePageMatch[1]) : null);

  const out: string[] = [];
  const stack: GroupState[] = [];
  let state: GroupState = { skip: false, uc: 1 };
  let pendingSkip = 0; // fallback characters still to drop after a \uN
  let groupStart = false; // true right after '{': the next control word may name a destination
  let i = 0;

  const emit = (text: string): void => {
    if (pendingSkip > 0) {
      pendingSkip -= 1;
      return;
    }
    if (!state.skip) out.push(text);
  };

  while (i < src.length) {
    const c = src[i]!;
    if (c === 0x7b) {
      // {
      stack.push(state);
      state = { ...state };
      pendingSkip = 0;
      groupStart = true;
      i += 1;
      continue;
    }
    if (c === 0x7d) {
      // }
      state = stack.pop() ?? { skip: false, uc: 1 };
      pendingSkip = 0;
      groupStart = false;
      i += 1;
      continue;
    }
    if (c === 0x0d || c === 0x0a) {
      i += 1; // line breaks in the source are not text
      continue;
    }
    if (c !== 0x5c) {
      // a literal character
      groupStart = false;
      emit(decodeByte(c));
      i += 1;
      continue;
    }

    // Backslash: control symbol or control word.
    const next = src[i + 1];
    if (next === undefined) break;
    if (!isLetter(next)) {
      i += 2;
      const wasGroupStart = groupStart;
      groupStart = false;
      switch (next) {
        case 0x27: {
          // \'hh
          const hex = String.fromCharCode(src[i] ?? 0, src[i + 1] ?? 0);
          i += 2;
          if (/^[0-9a-fA-F]{2}$/.test(hex)) emit(decodeByte(parseInt(hex, 16)));
          break;
        }
        case 0x2a: // \* : an optional destination, skipped when it opens a group
          if (wasGroupStart) state.skip = true;
          break;
        case 0x5c:
        case 0x7b:
        case 0x7d:
          emit(String.fromCharCode(next));
          break;
        case 0x7e: // \~ non-breaking space
          emit('\u00a0');
          break;
        case 0x5f: // \_ non-breaking hyphen
          emit('-');
          break;
        case 0x2d: // \- optional hyphen
          break;
        case 0x0d:
        case 0x0a: // backslash + line break = \par
          emit('\n');
          break;
        default:
          break;
      }
      continue;
    }

    let j = i + 1;
    while (j < src.length && j - i <= 32 && isLetter(src[j]!)) j += 1;
    const word = String.fromCharCode(...src.subarray(i + 1, j));
    let param: number | null = null;
    if (src[j] === 0x2d || isDigit(src[j] ?? -1)) {
      let k = j + 1;
      while (k < src.length && isDigit(src[k]!)) k += 1;
      param = Number(String.fromCharCode(...src.subarray(j, k)));
      j = k;
    }
    if (src[j] === 0x20) j += 1; // the delimiting space belongs to the control word
    i = j;

    if (groupStart && SKIPPED_DESTINATIONS.has(word)) state.skip = true;
    groupStart = false;

    if (word === 'bin' && param !== null && param > 0) {
      i += param; // raw binary data
      continue;
    }
    if (word === 'uc' && param !== null) {
      state.uc = Math.max(0, param);
      continue;
    }
    if (word === 'u' && param !== null) {
      const code = param < 0 ? param + 65536 : param;
      if (pendingSkip > 0) pendingSkip = 0;
      if (!state.skip) out.push(String.fromCharCode(code));
      pendingSkip = state.uc;
      continue;
    }
    const symbol = SYMBOL_WORDS[word];
    if (symbol !== undefined) {
      if (pendingSkip > 0) pendingSkip = 0;
      emit(symbol);
      continue;
    }
    // Any other control word is formatting; inside a \u fallback it counts as one character.
    if (pendingSkip > 0) pendingSkip -= 1;
  }
  return out.join('');
}

import { inflateSync } from 'node:zlib';

/**
 * The page count of a PDF without a PDF library, for the budget check when an analysis starts
 * (the API function has no pdf.js): the largest /Count of the page tree's /Pages nodes, looked
 * for in the file and in its compressed object streams. null when the count cannot be found;
 * the worker then enforces the same budget while it reads.
 */

const latin1 = new TextDecoder('latin1');
/** How far from a /Type key a dictionary's brackets are looked for. */
const DICT_SEARCH_LIMIT = 256 * 1024;
/** Inflated size allowed per object stream: they hold small dictionaries, not content. */
const OBJECT_STREAM_MAX_BYTES = 8 * 1024 * 1024;
const MAX_OBJECT_STREAMS = 200;

/** The `<< … >>` dictionary around `at`, or null when its brackets are not found nearby. */
function enclosingDictionary(text: string, at: number): string | null {
  let depth = 0;
  let start = -1;
  for (let i = at; i > Math.max(0, at - DICT_SEARCH_LIMIT); i -= 1) {
    if (text.startsWith('>>', i - 1)) {
      depth += 1;
      i -= 1;
    } else if (text.startsWith('<<', i - 1)) {
      if (depth === 0) {
        start = i - 1;
        break;
      }
      depth -= 1;
      i -= 1;
    }
  }
  if (start < 0) return null;
  depth = 0;
  for (let i = start; i < Math.min(text.length - 1, start + DICT_SEARCH_LIMIT); i += 1) {
    if (text.startsWith('<<', i)) {
      depth += 1;
      i += 1;
    } else if (text.startsWith('>>', i)) {
      depth -= 1;
      i += 1;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return null;
}

/** Nested dictionaries removed, so a /Count of an inner dictionary is not read as the node's. */
function topLevel(dictionary: string): string {
  let inner = dictionary.slice(2, -2);
  for (let previous = ''; previous !== inner;) {
    previous = inner;
    inner = inner.replace(/<<(?:(?!<<|>>)[^])*>>/gu, ' ');
  }
  return inner;
}

function largestPagesCount(text: string): number | null {
  let largest: number | null = null;
  for (const match of text.matchAll(/\/Type\s*\/Pages(?![A-Za-z0-9])/gu)) {
    const dictionary = enclosingDictionary(text, match.index);
    const count = dictionary && /\/Count\s+(\d+)/u.exec(topLevel(dictionary));
    if (count) largest = Math.max(largest ?? 0, Number(count[1]));
  }
  return largest;
}

/** The inflated text of the file's object streams (where PDF 1.5+ writers put the page tree). */
function objectStreams(bytes: Uint8Array, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\/Type\s*\/ObjStm(?![A-Za-z0-9])/gu)) {
    if (found.length >= MAX_OBJECT_STREAMS) break;
    const dictionary = enclosingDictionary(text, match.index);
    if (!dictionary || !/\/FlateDecode/u.test(dictionary)) continue;
    const dictionaryEnd =
      text.indexOf(dictionary, Math.max(0, match.index - DICT_SEARCH_LIMIT)) + dictionary.length;
    const streamKeyword = /^\s*stream\r?\n/u.exec(text.slice(dictionaryEnd, dictionaryEnd + 32));
    if (!streamKeyword) continue;
    const start = dictionaryEnd + streamKeyword[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      const inflated = inflateSync(bytes.subarray(start, end), {
        maxOutputLength: OBJECT_STREAM_MAX_BYTES,
        finishFlush: 2, // Z_SYNC_FLUSH: tolerate the line break before endstream
      });
      found.push(latin1.decode(inflated));
    } catch {
      // Damaged or too large: this stream is not counted.
    }
  }
  return found;
}

export function pdfPageCount(bytes: Uint8Array): number | null {
  const text = latin1.decode(bytes);
  const counts = [text, ...objectStreams(bytes, text)].map(largestPagesCount).filter((n) => n !== null);
  return counts.length ? Math.max(...counts) : null;
}

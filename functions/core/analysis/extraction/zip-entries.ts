import { inflateRawSync } from 'node:zlib';

/**
 * Just enough of the ZIP format to tell a Word document (DOCX) from any other ZIP: the entry
 * names, read from the central directory, or from the local headers when that is missing.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const MAX_ENTRIES = 5000;

const latin1 = new TextDecoder('latin1');

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && view(bytes).getUint32(0, true) === LOCAL_HEADER;
}

function centralDirectoryNames(bytes: Uint8Array): string[] | null {
  const dv = view(bytes);
  // The end record is 22 bytes plus a comment of at most 65,535 bytes.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let eocd = bytes.length - 22; eocd >= lowest; eocd -= 1) {
    if (dv.getUint32(eocd, true) !== END_OF_CENTRAL_DIRECTORY) continue;
    const count = dv.getUint16(eocd + 10, true);
    const offset = dv.getUint32(eocd + 16, true);
    if (offset === 0xffffffff || offset >= bytes.length) return null; // ZIP64 or damaged
    const names: string[] = [];
    let at = offset;
    for (let i = 0; i < Math.min(count, MAX_ENTRIES); i += 1) {
      if (at + 46 > bytes.length || dv.getUint32(at, true) !== CENTRAL_HEADER) return null;
      const nameLength = dv.getUint16(at + 28, true);
      const extraLength = dv.getUint16(at + 30, true);
      const commentLength = dv.getUint16(at + 32, true);
      names.push(latin1.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return null;
}

function localHeaderNames(bytes: Uint8Array): string[] {
  const dv = view(bytes);
  const names: string[] = [];
  let at = 0;
  while (at + 30 <= bytes.length && names.length < MAX_ENTRIES) {
    if (dv.getUint32(at, true) !== LOCAL_HEADER) break;
    const flags = dv.getUint16(at + 6, true);
    const compressedSize = dv.getUint32(at + 18, true);
    const nameLength = dv.getUint16(at + 26, true);
    const extraLength = dv.getUint16(at + 28, true);
    names.push(latin1.decode(bytes.subarray(at + 30, at + 30 + nameLength)));
    const dataStart = at + 30 + nameLength + extraLength;
    if ((flags & 0x08) === 0 && compressedSize !== 0xffffffff) {
      at = dataStart + compressedSize;
      continue;
    }
    // Sizes follow the data (streamed ZIP): look for the next local header signature.
    let next = -1;
    for (let i = dataStart; i + 4 <= bytes.length; i += 1) {
      if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && dv.getUint32(i, true) === LOCAL_HEADER) {
        next = i;
        break;
      }
    }
    if (next < 0) break;
    at = next;
  }
  return names;
}

/** Entry names of a ZIP archive (empty when the bytes are no readable ZIP). */
export function zipEntryNames(bytes: Uint8Array): string[] {
  if (!isZip(bytes)) return [];
  return centralDirectoryNames(bytes) ?? localHeaderNames(bytes);
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/** Entries of the central directory with where their data is; null when it cannot be read. */
function centralDirectoryEntries(bytes: Uint8Array): ZipEntry[] | null {
  const dv = view(bytes);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let eocd = bytes.length - 22; eocd >= lowest; eocd -= 1) {
    if (dv.getUint32(eocd, true) !== END_OF_CENTRAL_DIRECTORY) continue;
    const count = dv.getUint16(eocd + 10, true);
    const offset = dv.getUint32(eocd + 16, true);
    if (offset === 0xffffffff || offset >= bytes.length || count > MAX_ENTRIES) return null;
    const entries: ZipEntry[] = [];
    let at = offset;
    for (let i = 0; i < count; i += 1) {
      if (at + 46 > bytes.length || dv.getUint32(at, true) !== CENTRAL_HEADER) return null;
      const nameLength = dv.getUint16(at + 28, true);
      entries.push({
        name: latin1.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
        method: dv.getUint16(at + 10, true),
        compressedSize: dv.getUint32(at + 20, true),
        localHeaderOffset: dv.getUint32(at + 42, true),
      });
      at += 46 + nameLength + dv.getUint16(at + 30, true) + dv.getUint16(at + 32, true);
    }
    return entries;
  }
  return null;
}

/**
 * Whether the entries `wanted` picks inflate to at most `cap` bytes together ('within'), more
 * ('over'), or cannot be told ('unreadable': no central directory, ZIP64, other compression,
 * damaged data). The data is really inflated, since declared sizes can lie, with zlib stopping
 * at the cap: a bomb costs `cap` bytes of memory at most.
 */
export function zipInflatedSize(
  bytes: Uint8Array,
  cap: number,
  wanted: (name: string) => boolean,
): 'within' | 'over' | 'unreadable' {
  const entries = centralDirectoryEntries(bytes);
  if (!entries) return 'unreadable';
  const dv = view(bytes);
  let total = 0;
  for (const entry of entries.filter((e) => wanted(e.name))) {
    const at = entry.localHeaderOffset;
    if (at + 30 > bytes.length || dv.getUint32(at, true) !== LOCAL_HEADER) return 'unreadable';
    const start = at + 30 + dv.getUint16(at + 26, true) + dv.getUint16(at + 28, true);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) total += data.length;
    else if (entry.method === 8) {
      try {
        total += inflateRawSync(data, { maxOutputLength: cap - total + 1 }).length;
      } catch (error) {
        return error instanceof RangeError ? 'over' : 'unreadable';
      }
    } else return 'unreadable';
    if (total > cap) return 'over';
  }
  return 'within';
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Language } from '#shared/languages';
import { FONT_FILES } from './font-files';
import { hbSubset } from './harfbuzz';

/**
 * Fonts of the PDF report: Noto Sans (Latin languages), Noto Sans JP (ja) and Noto Sans SC (zh),
 * TrueType-outline files shipped by the npm packages @expo-google-fonts/noto-sans, -noto-sans-jp
 * and -noto-sans-sc. Every font is subset here, with harfbuzz, to the characters of the report
 * before pdf-lib embeds it (pdf-lib's own subsetting drops glyphs of CJK fonts).
 *
 * Use TrueType outlines (glyf), not CFF: pdf-lib 1.17 with @pdf-lib/fontkit 1.1 embeds a CFF
 * OpenType font (for instance a face of Debian's NotoSansCJK-*.ttc) as a TrueType CIDFont, which
 * viewers draw with wrong advances. extractTtcFace stays available for TrueType collections.
 */
export interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
}

/** Where the report gets its full (not yet subset) fonts for a language. Tests and Lambda may pass their own. */
export type FontResolver = (language: Language) => Promise<FontFiles>;

function fontFilesFor(language: Language): { regular: string; bold: string } {
  return language === 'ja' || language === 'zh' ? FONT_FILES[language] : FONT_FILES.latin;
}

const fileCache = new Map<string, Promise<Uint8Array>>();
function cachedFile(key: string, load: () => Promise<Uint8Array>): Promise<Uint8Array> {
  let hit = fileCache.get(key);
  if (!hit) {
    hit = load();
    fileCache.set(key, hit);
    hit.catch(() => fileCache.delete(key));
  }
  return hit;
}

async function readBytes(path: string): Promise<Uint8Array> {
  const b = await readFile(path);
  return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
}

/** Copies the sfnt whose table directory starts at `start` of `src`, keeping the tables `keep` accepts. */
function copySfnt(src: Uint8Array, start: number, keep: (tag: string) => boolean): Uint8Array {
  const view = new DataView(src.buffer, src.byteOffset, src.byteLength);
  const numTables = view.getUint16(start + 4);
  const tables: { tag: number; checksum: number; offset: number; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const rec = start + 12 + 16 * i;
    const tag = view.getUint32(rec);
    const name = String.fromCharCode(tag >>> 24, (tag >>> 16) & 255, (tag >>> 8) & 255, tag & 255);
    if (!keep(name)) continue;
    tables.push({
      tag,
      checksum: view.getUint32(rec + 4),
      offset: view.getUint32(rec + 8),
      length: view.getUint32(rec + 12),
    });
  }
  const headerSize = 12 + 16 * tables.length;
  const pad = (n: number) => (n + 3) & ~3;
  const out = new Uint8Array(tables.reduce((sum, t) => sum + pad(t.length), headerSize));
  const outView = new DataView(out.buffer);
  outView.setUint32(0, view.getUint32(start));
  outView.setUint16(4, tables.length);
  const entrySelector = Math.floor(Math.log2(Math.max(1, tables.length)));
  outView.setUint16(6, 16 * 2 ** entrySelector);
  outView.setUint16(8, entrySelector);
  outView.setUint16(10, 16 * tables.length - 16 * 2 ** entrySelector);
  let cursor = headerSize;
  tables.forEach((t, i) => {
    const rec = 12 + 16 * i;
    outView.setUint32(rec, t.tag);
    outView.setUint32(rec + 4, t.checksum);
    outView.setUint32(rec + 8, cursor);
    outView.setUint32(rec + 12, t.length);
    out.set(src.subarray(t.offset, t.offset + t.length), cursor);
    cursor += pad(t.length);
  });
  return out;
}

/**
 * Extracts face `index` of a TrueType/OpenType collection (TTC) as a standalone sfnt file
 * (tables shared between faces are copied; checksums kept). A plain sfnt is returned as is for index 0.
 */
export function extractTtcFace(ttc: Uint8Array, index: number): Uint8Array {
  const view = new DataView(ttc.buffer, ttc.byteOffset, ttc.byteLength);
  const tag = String.fromCharCode(ttc[0] ?? 0, ttc[1] ?? 0, ttc[2] ?? 0, ttc[3] ?? 0);
  if (tag !== 'ttcf') {
    if (index !== 0) throw new Error('Not a font collection');
    return ttc;
  }
  const numFonts = view.getUint32(8);
  if (index < 0 || index >= numFonts) throw new Error(`Font collection has no face ${index}`);
  return copySfnt(ttc, view.getUint32(12 + 4 * index), () => true);
}

/**
 * Removes the OpenType layout tables. pdf-lib lays text out with fontkit, whose substitutions
 * (localised forms, contextual alternates, ligatures) give glyphs that no character maps to:
 * pdf-lib leaves them out of the widths array and viewers draw them 1 em wide. Without these
 * tables every character is drawn with its own glyph, which also makes layout faster.
 */
export function withoutLayoutTables(sfnt: Uint8Array): Uint8Array {
  return copySfnt(
    sfnt,
    0,
    (tag) => !['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'morx', 'kerx', 'kern'].includes(tag),
  );
}

const require = createRequire(import.meta.url);

/**
 * The default resolver: the font files of FONT_FILES, found in node_modules (tests, the local
 * stack), or in the folder named by RISQUEVISION_FONT_DIR (file names only: the fonts layer in Lambda).
 * Only the language's two files are read, with its first report, and kept for the instance.
 */
export const defaultFontResolver: FontResolver = async (language) => {
  const files = fontFilesFor(language);
  const dir = process.env.RISQUEVISION_FONT_DIR;
  const locate = (spec: string) => (dir ? `${dir}/${spec.split('/').pop() ?? ''}` : require.resolve(spec));
  const [regularPath, boldPath] = [locate(files.regular), locate(files.bold)];
  const [regular, bold] = await Promise.all([
    cachedFile(regularPath, () => readBytes(regularPath)),
    cachedFile(boldPath, () => readBytes(boldPath)),
  ]);
  return { regular, bold };
};

const subsetCache = new Map<string, Promise<Uint8Array>>();
const fontIds = new WeakMap<Uint8Array, number>();
let nextFontId = 0;

/** Subsets `font` to the characters of `text` (harfbuzz, sfnt out), cached per font and character set. */
export function subsetTo(font: Uint8Array, text: string): Promise<Uint8Array> {
  let id = fontIds.get(font);
  if (id === undefined) {
    id = nextFontId++;
    fontIds.set(font, id);
  }
  const chars = [...new Set(text)].sort().join('');
  const key = `${id}:${chars}`;
  let hit = subsetCache.get(key);
  if (!hit) {
    hit = hbSubset(font, chars).then(withoutLayoutTables);
    subsetCache.set(key, hit);
    hit.catch(() => subsetCache.delete(key));
    if (subsetCache.size > 64) subsetCache.delete(subsetCache.keys().next().value as string);
  }
  return hit;
}

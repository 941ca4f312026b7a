import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Font subsetting with harfbuzz's hb-subset (the WebAssembly build shipped by harfbuzzjs), called
 * directly: the report gives and takes sfnt files, so the WOFF/WOFF2 codecs a wrapper such as
 * subset-font bundles (1.2 MB of JavaScript to parse) are not needed. The calls are those of
 * subset-font 2.9 with its defaults (every layout feature kept, hinting kept).
 */
interface HbSubset {
  memory: { buffer: ArrayBuffer };
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_set(input: number, kind: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

// The functions compile without the DOM library, where WebAssembly is declared.
declare const WebAssembly: { instantiate(bytes: Uint8Array): Promise<{ instance: { exports: object } }> };

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;

const require = createRequire(import.meta.url);
let instance: Promise<HbSubset> | undefined;

/** Instantiated once per instance, with the first subset (a Lambda bundle has the file beside it: report-files.ts). */
function harfbuzz(): Promise<HbSubset> {
  instance ??= readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')).then(async (wasm) => {
    const { instance: module } = await WebAssembly.instantiate(wasm);
    const exports = module.exports as unknown as HbSubset;
    exports._initialize();
    return exports;
  });
  instance.catch(() => (instance = undefined));
  return instance;
}

/** The glyphs of `font` (an sfnt) that `text` uses, as a new sfnt. */
export async function hbSubset(font: Uint8Array, text: string): Promise<Uint8Array> {
  const hb = await harfbuzz();
  const input = hb.hb_subset_input_create_or_fail();
  if (input === 0) throw new Error('hb_subset_input_create_or_fail failed');
  const fontPointer = hb.malloc(font.byteLength);
  // The memory may grow while subsetting, which detaches earlier views: one view per use.
  new Uint8Array(hb.memory.buffer).set(font, fontPointer);
  const blob = hb.hb_blob_create(fontPointer, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  try {
    const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    hb.hb_set_clear(features);
    hb.hb_set_invert(features);
    const unicodes = hb.hb_subset_input_unicode_set(input);
    for (const character of text) hb.hb_set_add(unicodes, character.codePointAt(0)!);
    const subset = hb.hb_subset_or_fail(face, input);
    if (subset === 0) throw new Error('hb_subset_or_fail failed: is the font file damaged?');
    const result = hb.hb_face_reference_blob(subset);
    const offset = hb.hb_blob_get_data(result, 0);
    const length = hb.hb_blob_get_length(result);
    const bytes = new Uint8Array(hb.memory.buffer).slice(offset, offset + length);
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    if (length === 0) throw new Error('harfbuzz made an empty subset: is the font file damaged?');
    return bytes;
  } finally {
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(fontPointer);
  }
}

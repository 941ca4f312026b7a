import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkDeclaredType, detectType } from '#core/analysis/extraction';
import {
  bmp,
  docx,
  encodeImage,
  gif,
  latin1,
  signPixels,
  tiff,
  utf8,
  zip,
} from '../../fixtures/extraction/builders';

const fixture = (name: string) => readFile(new URL(`../../fixtures/extraction/${name}`, import.meta.url));
const small = signPixels({ width: 40, height: 30 });
const ascii = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('detectType (magic bytes)', () => {
  it('recognises every accepted image type', async () => {
    // Prepare
    const files = {
      png: await encodeImage(small, 'png'),
      jpeg: await encodeImage(small, 'jpeg'),
      webp: await encodeImage(small, 'webp'),
      gif: gif(small),
      bmp: bmp(small),
      tiff: tiff(small),
      heic: await fixture('sign.heic'),
    };
    // Act / Assess
    for (const [type, bytes] of Object.entries(files)) expect(detectType(bytes), type).toBe(type);
    expect(detectType(ascii('MM\0*\0\0\0\x08'))).toBe('tiff');
  });

  it('accepts the HEIF brands heic, heix, mif1, msf1 and hevc, and refuses AVIF', () => {
    const ftyp = (brand: string) => new Uint8Array([0, 0, 0, 0x18, ...ascii(`ftyp${brand}\0\0\0\0mif1`)]);
    for (const brand of ['heic', 'heix', 'mif1', 'msf1', 'hevc'])
      expect(detectType(ftyp(brand)), brand).toBe('heic');
    expect(detectType(ftyp('avif'))).toBeNull();
  });

  it('finds %PDF- anywhere in the first 1024 bytes, not later', () => {
    expect(detectType(ascii('%PDF-1.7\n'))).toBe('pdf');
    expect(detectType(ascii(`${'\n'.repeat(1000)}%PDF-1.4`))).toBe('pdf');
    expect(detectType(ascii(`${'x'.repeat(1100)}%PDF-1.4`))).toBe('txt');
  });

  it('tells a Word DOCX from other ZIP files by its word/ entries', () => {
    expect(detectType(docx(['Bonjour']))).toBe('docx');
    expect(detectType(zip([{ name: 'xl/workbook.xml', data: '<x/>' }]))).toBeNull();
  });

  it('reads DOCX entry names from the local headers when the central directory is missing', () => {
    const whole = docx(['Bonjour']);
    const truncated = whole.subarray(0, whole.length - 60); // end record and part of the directory gone
    expect(detectType(truncated)).toBe('docx');
  });

  it('recognises a Word 97-2003 file by its OLE signature', async () => {
    expect(detectType(await fixture('procedure.doc'))).toBe('doc');
  });

  it('recognises RTF, with or without a UTF-8 byte order mark', () => {
    expect(detectType(ascii('{\\rtf1\\ansi Hello}'))).toBe('rtf');
    expect(detectType(new Uint8Array([0xef, 0xbb, 0xbf, ...ascii('{\\rtf1 x}')]))).toBe('rtf');
  });

  it('takes UTF-8, Latin-1 and UTF-16 (with BOM) text as txt, binary data as nothing', () => {
    expect(detectType(utf8('Sécurité au travail'))).toBe('txt');
    expect(detectType(latin1('Sécurité au travail'))).toBe('txt');
    expect(detectType(new Uint8Array([0xff, 0xfe, 0x53, 0x00, 0xe9, 0x00]))).toBe('txt');
    expect(detectType(new Uint8Array([0x41, 0x42, 0x00, 0x43]))).toBeNull();
    expect(detectType(new Uint8Array(Array.from({ length: 200 }, (_, i) => (i % 31) + 1)))).toBeNull();
  });

  it('does not take text that starts with "BM" for a bitmap', () => {
    expect(detectType(ascii('BMW fleet maintenance log: brakes checked on every vehicle.'))).toBe('txt');
  });

  it('returns null for an empty file', () => {
    expect(detectType(new Uint8Array())).toBeNull();
  });
});

describe('checkDeclaredType', () => {
  it('accepts a file whose content matches its extension', async () => {
    expect(checkDeclaredType('plan.pdf', ascii('%PDF-1.7\n'))).toEqual({
      ok: true,
      kind: 'document',
      detected: 'pdf',
    });
    expect(checkDeclaredType('IMG_0001.HEIC', await fixture('sign.heic'))).toEqual({
      ok: true,
      kind: 'photo',
      detected: 'heic',
    });
    expect(checkDeclaredType('notes.txt', latin1('Été'))).toEqual({
      ok: true,
      kind: 'document',
      detected: 'txt',
    });
  });

  it('calls a text file renamed .pdf a mismatch', () => {
    expect(checkDeclaredType('rapport.pdf', utf8('Ceci est du texte, pas un PDF.'))).toEqual({
      ok: false,
      reason: 'mismatch',
      detected: 'txt',
    });
  });

  it('accepts a photo whose extension names another image type (a PNG saved as .jpg)', async () => {
    expect(checkDeclaredType('photo.jpg', await encodeImage(small, 'png'))).toEqual({
      ok: true,
      kind: 'photo',
      detected: 'png',
    });
  });

  it('accepts RTF and DOCX content behind a .doc name, but not a document behind an image name', () => {
    expect(checkDeclaredType('lettre.doc', ascii('{\\rtf1 x}'))).toMatchObject({ ok: true, detected: 'rtf' });
    expect(checkDeclaredType('lettre.doc', docx(['x']))).toMatchObject({ ok: true, detected: 'docx' });
    expect(checkDeclaredType('photo.jpg', docx(['x']))).toEqual({
      ok: false,
      reason: 'mismatch',
      detected: 'docx',
    });
  });

  it('refuses an empty file', () => {
    expect(checkDeclaredType('vide.pdf', new Uint8Array())).toEqual({
      ok: false,
      reason: 'empty',
      detected: null,
    });
  });

  it('refuses extensions and contents that are not accepted', () => {
    expect(checkDeclaredType('setup.exe', ascii('MZ\x90\0\x03\0'))).toMatchObject({
      ok: false,
      reason: 'unsupported',
    });
    expect(checkDeclaredType('classeur.docx', zip([{ name: 'xl/workbook.xml', data: '<x/>' }]))).toEqual({
      ok: false,
      reason: 'unsupported',
      detected: null,
    });
  });
});

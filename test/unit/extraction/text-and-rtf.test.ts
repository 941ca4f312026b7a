import { describe, expect, it } from 'vitest';
import { extractDocument } from '#core/analysis/extraction';
import { rtfToText } from '#core/analysis/extraction/rtf';
import { decodeText } from '#core/analysis/extraction/text-decoding';
import { utf8 } from '../../fixtures/extraction/builders';

const FRENCH = 'Sécurité : port des lunettes obligatoire à côté de la scie. Œuvre, garçon, élève.';
const ascii = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('plain text files', () => {
  it('reads UTF-8 and drops the byte order mark', async () => {
    // Prepare
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(`${FRENCH}\r\nLigne 2\r\n`)]);
    // Act
    const result = await extractDocument({ fileName: 'consignes.txt', bytes });
    // Assess
    expect(result).toEqual({
      kind: 'document',
      method: 'text',
      pages: [{ page: 1, text: `${FRENCH}\nLigne 2`, source: 'text' }],
      warnings: [],
    });
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8 (French accents intact)', async () => {
    const bytes = new Uint8Array(Buffer.from('Sécurité élevée à côté, ça va', 'latin1'));
    const result = await extractDocument({ fileName: 'notes.txt', bytes });
    expect(result.pages[0]?.text).toBe('Sécurité élevée à côté, ça va');
  });

  it('maps the Windows-1252 bytes 0x80-0x9F (euro, curly quotes, oe ligature)', () => {
    const bytes = new Uint8Array([0x80, 0x20, 0x92, 0x9c, 0x75, 0x76, 0x72, 0x65, 0x20, 0x96]);
    expect(decodeText(bytes)).toEqual({ text: '\u20ac \u2019\u0153uvre \u2013', encoding: 'windows-1252' });
  });

  it('reads UTF-16 text saved with a byte order mark', () => {
    const le = new Uint8Array([0xff, 0xfe, ...Buffer.from('Été', 'utf16le')]);
    const be = new Uint8Array([0xfe, 0xff, ...Buffer.from('Été', 'utf16le').swap16()]);
    expect(decodeText(le).text).toBe('Été');
    expect(decodeText(be).text).toBe('Été');
  });

  it('reports a file with only blank lines as having no text', async () => {
    const result = await extractDocument({ fileName: 'vide.txt', bytes: utf8(' \n\n \n') });
    expect(result.warnings).toEqual(['noTextFound']);
    expect(result.pages).toEqual([{ page: 1, text: '', source: 'text' }]);
  });
});

describe('RTF', () => {
  it("decodes \\'hh escapes in Windows-1252 and turns \\par into line breaks", async () => {
    const bytes = ascii(
      "{\\rtf1\\ansi\\ansicpg1252\\deff0 S\\'e9curit\\'e9 \\'e0 l\\'92atelier\\par Deuxi\\'e8me ligne}",
    );
    const result = await extractDocument({ fileName: 'fiche.rtf', bytes });
    expect(result).toEqual({
      kind: 'document',
      method: 'rtf',
      pages: [{ page: 1, text: 'Sécurité à l’atelier\nDeuxième ligne', source: 'text' }],
      warnings: [],
    });
  });

  it('skips font, colour and style tables, document info and {\\*...} destinations', () => {
    const rtf = [
      '{\\rtf1\\ansi\\deff0',
      '{\\fonttbl{\\f0\\fswiss Arial;}{\\f1\\froman Times New Roman;}}',
      '{\\colortbl;\\red255\\green0\\blue0;}',
      '{\\stylesheet{\\s1 Heading 1;}}',
      '{\\info{\\title Titre cach\\u233?}{\\author Jean}}',
      '{\\*\\generator Riched20 10.0;}{\\*\\themedata 0123abcd}',
      '\\pard\\f0\\fs24 Texte {\\b visible}\\par}',
    ].join('\n');
    expect(rtfToText(ascii(rtf))).toBe('Texte visible\n');
  });

  it('reads \\uN escapes, skips their fallback characters and honours \\ucN', () => {
    expect(rtfToText(ascii('{\\rtf1 caf\\u233?, \\u8364? 5\\par}'))).toBe('café, € 5\n');
    expect(rtfToText(ascii("{\\rtf1\\uc2 \\u339\\'9c\\'9cuvre\\par}"))).toBe('œuvre\n');
    expect(rtfToText(ascii('{\\rtf1 n\\u-3913?gatif}'))).toBe('n\uf0b7gatif');
  });

  it('keeps escaped braces and backslashes, tabs, and field results without their instructions', () => {
    const rtf =
      '{\\rtf1 a\\{b\\}c\\\\d\\tab e ' +
      '{\\field{\\*\\fldinst HYPERLINK "https://example.org"}{\\fldrslt lien}}\\line fin}';
    expect(rtfToText(ascii(rtf))).toBe('a{b}c\\d\te lien\nfin');
  });

  it('ignores line breaks in the RTF source and skips \\bin data', () => {
    expect(rtfToText(ascii('{\\rtf1 un\r\ndeux {\\*\\blob \\bin4 {}}x} trois}'))).toBe('undeux  trois');
  });
});

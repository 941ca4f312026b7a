import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_CHARS, extractDocument } from '#core/analysis/extraction';
import { docx, utf8 } from '../../fixtures/extraction/builders';

// A document without pages is read up to what the PDF page limit holds, like a PDF.
describe('documents without pages, past the text a PDF’s page limit holds', () => {
  it('reads a text file up to DOCUMENT_MAX_CHARS and says the rest was not read', async () => {
    const line = 'Le plancher du quai est glissant près du poste de lavage.\n';
    const bytes = utf8(line.repeat(Math.ceil((DOCUMENT_MAX_CHARS * 1.5) / line.length)));

    const result = await extractDocument({ fileName: 'registre.txt', bytes });

    expect(result.method).toBe('text');
    expect(result.warnings).toEqual(['pageLimit']);
    expect(result.pages[0]!.text).toHaveLength(DOCUMENT_MAX_CHARS);
    expect(result.pages[0]!.text.startsWith(line.trim())).toBe(true);
  });

  it('cuts a Word document the same way', async () => {
    const paragraph = 'Les chariots élévateurs traversent l’allée piétonne. '.repeat(100);
    const count = Math.ceil((DOCUMENT_MAX_CHARS * 1.2) / paragraph.length);

    const result = await extractDocument({
      fileName: 'procedure.docx',
      bytes: docx(Array(count).fill(paragraph)),
    });

    expect(result.method).toBe('docx');
    expect(result.warnings).toEqual(['pageLimit']);
    expect(result.pages[0]!.text).toHaveLength(DOCUMENT_MAX_CHARS);
  });

  it('never cuts in the middle of a character', async () => {
    // 𝐀 is two UTF-16 units: after one "x", the last unit kept would be the first half of one.
    const bytes = utf8(`x${'𝐀'.repeat(DOCUMENT_MAX_CHARS)}`);

    const text = (await extractDocument({ fileName: 'notes.txt', bytes })).pages[0]!.text;

    expect(text).toHaveLength(DOCUMENT_MAX_CHARS - 1);
    expect(text.codePointAt(text.length - 2)).toBe('𝐀'.codePointAt(0));
  });

  it('leaves a document under the limit whole, without a warning', async () => {
    const result = await extractDocument({ fileName: 'note.txt', bytes: utf8('Chariots dans l’allée.') });
    expect(result.warnings).toEqual([]);
    expect(result.pages[0]!.text).toBe('Chariots dans l’allée.');
  });
});

import { describe, expect, it } from 'vitest';
import { extractDocument, MAX_PDF_PAGES } from '#core/analysis/extraction';
import { joinTextItems } from '#core/analysis/extraction/pdf';
import { textPdf, utf8 } from '../../fixtures/extraction/builders';

// PDFs with a text layer: no OCR here (scanned pages are in ocr.test.ts, with the OCR pool).

const item = (str: string, x: number, y: number, width: number, hasEOL = false) => ({
  str,
  dir: 'ltr',
  transform: [12, 0, 0, 12, x, y],
  width,
  height: 12,
  fontName: 'g_d0_f1',
  hasEOL,
});

describe('PDF text layer', () => {
  it('reads a 10-page PDF page by page, with line breaks between lines', async () => {
    // Prepare
    const pages = Array.from({ length: 10 }, (_, i) => [
      `Page ${i + 1} : inspection du chariot élévateur`,
      'Vérifier les freins, le klaxon et les fourches.',
    ]);
    const bytes = await textPdf(pages);
    // Act
    const result = await extractDocument({ fileName: 'inspection.pdf', bytes });
    // Assess
    expect(result.kind).toBe('document');
    expect(result.method).toBe('pdf-text');
    expect(result.warnings).toEqual([]);
    expect(result.pages).toHaveLength(10);
    result.pages.forEach((page, i) => {
      expect(page).toEqual({
        page: i + 1,
        text: `Page ${i + 1} : inspection du chariot élévateur\nVérifier les freins, le klaxon et les fourches.`,
        source: 'text',
      });
    });
  });

  it(`reads only the first ${MAX_PDF_PAGES} pages and says so`, async () => {
    const bytes = await textPdf(
      Array.from({ length: MAX_PDF_PAGES + 1 }, (_, i) => [
        `Page ${i + 1} : un texte assez long pour ne pas passer par l’OCR.`,
      ]),
    );
    const result = await extractDocument({ fileName: 'long.pdf', bytes });
    expect(result.pages).toHaveLength(MAX_PDF_PAGES);
    expect(result.pages.at(-1)?.text).toBe(
      `Page ${MAX_PDF_PAGES} : un texte assez long pour ne pas passer par l’OCR.`,
    );
    expect(result.warnings).toEqual(['pageLimit']);
  }, 30_000);

  it('reports a file that only starts like a PDF as damaged', async () => {
    const result = await extractDocument({ fileName: 'faux.pdf', bytes: utf8('%PDF-1.7\nnothing else') });
    expect(result).toEqual({ kind: 'document', method: 'unreadable', pages: [], warnings: ['fileDamaged'] });
  });

  it('does not change the caller’s bytes (pdf.js gets a copy)', async () => {
    const bytes = await textPdf([['Une page de texte assez longue pour compter.']]);
    const before = Buffer.from(bytes).toString('base64');
    await extractDocument({ fileName: 'a.pdf', bytes });
    expect(bytes.byteLength).toBeGreaterThan(0);
    expect(Buffer.from(bytes).toString('base64')).toBe(before);
  });
});

describe('joinTextItems', () => {
  it('breaks lines where the baseline moves and spaces words split into separate items', () => {
    const text = joinTextItems([
      item('Danger', 72, 700, 40),
      item('électrique', 118, 700, 60),
      item('Port des gants', 72, 682, 90),
      item('obligatoire', 166, 682.5, 60),
    ]);
    expect(text).toBe('Danger électrique\nPort des gants obligatoire');
  });

  it('honours end-of-line marks and ignores marked-content entries', () => {
    const text = joinTextItems([
      item('Ligne un', 72, 700, 50, true),
      { type: 'beginMarkedContent', id: 'mc0' },
      item('Ligne deux', 72, 700, 60),
    ]);
    expect(text).toBe('Ligne un\nLigne deux');
  });
});

import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '#core/analysis/extraction';
import { docx, zip } from '../../fixtures/extraction/builders';

const fixture = (name: string) => readFile(new URL(`../../fixtures/extraction/${name}`, import.meta.url));

describe('Word documents', () => {
  it('reads the paragraphs of a DOCX', async () => {
    // Prepare
    const bytes = docx(['Procédure de cadenassage', 'Couper l’alimentation électrique avant l’entretien.']);
    // Act
    const result = await extractDocument({ fileName: 'procedure.docx', bytes });
    // Assess
    expect(result).toEqual({
      kind: 'document',
      method: 'docx',
      pages: [
        {
          page: 1,
          text: 'Procédure de cadenassage\n\nCouper l’alimentation électrique avant l’entretien.',
          source: 'text',
        },
      ],
      warnings: [],
    });
  });

  it('reports a DOCX whose document part is broken as damaged', async () => {
    const bytes = zip([{ name: 'word/document.xml', data: '<w:document' }]);
    const result = await extractDocument({ fileName: 'casse.docx', bytes });
    expect(result).toEqual({ kind: 'document', method: 'unreadable', pages: [], warnings: ['fileDamaged'] });
  });

  it('reads a Word 97-2003 .doc with its accents', async () => {
    const result = await extractDocument({
      fileName: 'procedure.doc',
      bytes: await fixture('procedure.doc'),
    });
    expect(result.method).toBe('docx');
    expect(result.warnings).toEqual([]);
    expect(result.pages[0]?.text).toContain('Procédure de cadenassage');
    expect(result.pages[0]?.text).toContain('lunettes de sécurité, gants et protection auditive');
  });

  it('returns a .doc it cannot read as unreadable with legacyDoc', async () => {
    const ole = new Uint8Array(1024);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const result = await extractDocument({ fileName: 'ancien.doc', bytes: ole });
    expect(result).toEqual({ kind: 'document', method: 'unreadable', pages: [], warnings: ['legacyDoc'] });
  });
});

import { describe, expect, it } from 'vitest';
import {
  countSelected,
  reportKey,
  selectedForQuestion,
  type Selection,
} from '@/features/assistant/assistant-tabs';
import { defaultProvince } from '@/features/assistant/default-province';
import { checkLibraryFiles } from '@/features/assistant/library-files';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('what a question is asked over', () => {
  it('sends saved analyses, imported files, PDF reports and references from their own tabs', () => {
    const selection: Selection = {
      history: new Set(['q-1']),
      files: new Set(['f-1', 'f-2']),
      reports: new Set([
        reportKey('report', 'r-1'),
        reportKey('analysis', 'a-1'),
        reportKey('answer', 'q-2'),
      ]),
      references: new Set(['ref-1']),
    };
    const fields = selectedForQuestion(selection);
    expect(fields).toEqual({
      selectedAnalyses: ['a-1'],
      selectedFiles: ['f-1', 'f-2'],
      selectedReports: ['r-1'],
      selectedRegulatory: ['ref-1'],
    });
    // History items and saved answers are ticked to be deleted, not asked over.
    expect(countSelected(fields)).toBe(5);
  });

  it('never sends more ids of one kind than the request takes (50)', () => {
    const many = Array.from({ length: 60 }, (_, index) => reportKey('analysis', `a-${index}`));
    const fields = selectedForQuestion({
      history: new Set(),
      files: new Set(),
      reports: new Set(many),
      references: new Set(),
    });
    expect(fields.selectedAnalyses).toHaveLength(50);
  });

  it('preselects Quebec in French and Ontario in every other language', () => {
    expect(defaultProvince('fr')).toBe('QC');
    expect(defaultProvince('fr-CA')).toBe('QC');
    for (const language of ['en', 'es', 'de', 'pt', 'zh', 'ja']) expect(defaultProvince(language)).toBe('ON');
  });
});

describe('files a library picker takes', () => {
  it('keeps PDF reports only on the Import PDF picker, saying why the others are refused', () => {
    const { accepted, rejected } = checkLibraryFiles([file('rapport.pdf'), file('photo.jpg')], 'pdf');
    expect(accepted.map((picked) => picked.name)).toEqual(['rapport.pdf']);
    expect(rejected).toEqual([{ name: 'photo.jpg', reason: 'type' }]);
  });

  it('takes photos and scanned PDFs as handwritten text, and refuses empty files', () => {
    const { accepted, rejected } = checkLibraryFiles(
      [file('note.heic'), file('scan.pdf'), file('vide.png', 0), file('notes.docx')],
      'handwritten',
    );
    expect(accepted.map((picked) => picked.name)).toEqual(['note.heic', 'scan.pdf']);
    expect(rejected).toEqual([
      { name: 'vide.png', reason: 'empty' },
      { name: 'notes.docx', reason: 'type' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { WORDS } from '#core/analysis/offline-analyzer/words';

const words = WORDS.ja;

const CJK = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** The Japanese forms of the analyzer's sentences; completeness is checked in knowledge-content.test.ts. */
describe('Japanese offline analyzer words', () => {
  it('writes the summary with the count, the files and the area', () => {
    const found = words.summary({
      observed: 3,
      typical: 0,
      controlled: 0,
      files: 2,
      area: 'Atelier',
      siteTypeUnknown: false,
    });
    expect(found).toContain('3件のリスク');
    expect(found).toContain('2件のファイル');
    expect(found).toContain('「Atelier」');
    const typical = words.summary({
      observed: 0,
      typical: 3,
      controlled: 0,
      files: 2,
      area: 'Atelier',
      siteTypeUnknown: false,
    });
    expect(typical).toContain('「Atelier」');
    expect(typical).not.toBe(found);
  });

  it('mentions OCR in the method only when photos were read', () => {
    expect(words.method(true)).not.toBe(words.method(false));
    expect(words.method(true)).toContain('OCR');
    expect(words.method(false)).not.toContain('OCR');
  });

  it('describes documents, photos, findings and quotes', () => {
    expect(words.documentSummary(12, 3400, 2)).toBe(
      '12ページの文書。3400文字を読み取りました（うち2ページはOCRで読み取り）。',
    );
    expect(words.documentSummary(null, 80, 0)).toBe('80文字を読み取りました。');
    expect(words.photoSummary(45, false)).toContain('45文字');
    expect(words.photoSummary(0, false)).not.toBe(words.photoSummary(45, false));
    expect(words.found(['溶接ヒューム', '過大な騒音'])).toBe(
      '検出されたハザード：溶接ヒューム、過大な騒音。',
    );
    expect(words.found([])).toMatch(CJK);
    expect(words.opening('危険 高電圧')).toBe('読み取ったテキストの冒頭：「危険 高電圧」');
    expect(words.typicalEvidence('溶接')).toContain('「溶接」');
  });
});

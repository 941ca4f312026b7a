import { describe, expect, it } from 'vitest';
import { WORDS } from '#core/analysis/offline-analyzer/words';

const words = WORDS.zh;

const CJK = /\p{Script=Han}/u;

/** The Simplified Chinese forms of the analyzer's sentences; completeness is checked in knowledge-content.test.ts. */
describe('Simplified Chinese analyzer words', () => {
  it('writes the summary with the counts and the area in Chinese quotation marks', () => {
    const found = words.summary({
      observed: 3,
      typical: 0,
      controlled: 0,
      files: 2,
      area: 'Atelier',
      siteTypeUnknown: false,
    });
    expect(found).toBe('在 2 个文件中发现“Atelier”的 3 项风险，按风险从高到低排序。');
    const typical = words.summary({
      observed: 0,
      typical: 3,
      controlled: 0,
      files: 1,
      area: 'Atelier',
      siteTypeUnknown: false,
    });
    expect(typical).toContain('1 个文件');
    expect(typical).toContain('“Atelier”');
    expect(typical).not.toBe(found);
  });

  it('mentions OCR in the method only when photos were read', () => {
    expect(words.method(true)).not.toBe(words.method(false));
    expect(words.method(true)).toContain('OCR');
    expect(words.method(false)).not.toContain('OCR');
    expect(words.method(false)).toMatch(CJK);
  });

  it('describes documents, photos, findings and openings with their inputs', () => {
    expect(words.documentSummary(12, 3400, 2)).toBe(
      '12 页文档；已读取 3400 个字符（其中 2 页通过 OCR 识别）。',
    );
    expect(words.documentSummary(null, 1, 0)).toBe('已读取 1 个字符。');
    expect(words.photoSummary(40, false)).toContain('40');
    expect(words.photoSummary(0, false)).not.toBe(words.photoSummary(40, false));
    expect(words.found(['噪声', '石棉'])).toBe('发现的危害：噪声；石棉。');
    expect(words.found([])).toMatch(CJK);
    expect(words.opening('你好')).toBe('所读取文字的开头：“你好”');
    expect(words.typicalEvidence('焊接')).toContain('“焊接”');
  });
});

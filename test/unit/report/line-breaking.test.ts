import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '#shared/schemas/analysis';
import { renderReport } from '#core/reports/pdf/render';
import { breakPieces } from '#core/reports/pdf/text';
import { JAPANESE_SENTENCES, NO_LINE_END, NO_LINE_START } from '../../support/line-breaking';
import { extractPdfPages, pageLines } from '../../support/pdf-text';
import { SELECTED, frenchAnalysis, japaneseAnalysis } from '../../fixtures/report-analyses';

const CHINESE_SENTENCES = [
  '夹层的护栏缺失约四米，装货时工人从三点二米高处坠落的风险很高。',
  '工人无视“禁止入内”标志（黄色），推着手推车进入，叉车通道（宽两米）被托盘和集装箱堵塞。',
  '气瓶的防倒链条已脱落，气管上有约五厘米的裂纹，而且点检记录（每月）显示，近三个月未作检查。',
  '“危险”“注意”“禁止”等标志都已褪色，在卷帘门附近几乎看不见；焊接区旁放着敞口的丙酮桶。',
];

/** A long text of the sentences in changing orders, so line ends fall on every kind of character. */
function longText(sentences: string[], count: number): string {
  return Array.from({ length: count }, (_, i) => sentences[(i * 5) % sentences.length]).join('');
}

function longAnalysis(base: AnalysisResult, sentences: string[]): AnalysisResult {
  return {
    ...base,
    summary: longText(sentences, 9),
    risks: base.risks.map((risk, i) => ({
      ...risk,
      description: longText(sentences.slice(i % sentences.length).concat(sentences), 7 + i),
      controls: risk.controls.map((control, j) => ({ ...control, text: longText(sentences, 2 + j) })),
    })),
  };
}

async function renderedLines(analysis: AnalysisResult): Promise<string[]> {
  const pdf = await renderReport({
    analysis,
    selectedRiskIds: SELECTED,
    meta: { area: '倉庫', jurisdictionName: '—', date: '2026-11-22', sectorLabels: [] },
    photos: [],
  });
  return (await extractPdfPages(pdf)).flatMap(pageLines);
}

describe('line breaking', () => {
  it('wraps Latin text at spaces only, never after a hyphen or a slash', () => {
    expect(breakPieces('garde-corps retiré, co-worker/foreman')).toEqual([
      'garde-corps ',
      'retiré, ',
      'co-worker/foreman',
    ]);
  });

  it('never cuts before Japanese closing marks or small kana, nor after an opening bracket', () => {
    const pieces = breakPieces('「注意」（重要）ショック、ちょっとー。');
    expect(pieces.some((piece) => NO_LINE_START.test(piece))).toBe(false);
    expect(pieces.some((piece) => NO_LINE_END.test(piece))).toBe(false);
    expect(pieces.join('')).toBe('「注意」（重要）ショック、ちょっとー。');
  });

  it('starts no line of a Japanese report with a closing mark, small kana or ー', async () => {
    const japanese = longAnalysis(japaneseAnalysis(), JAPANESE_SENTENCES);
    const lines = await renderedLines(japanese);
    expect(lines.length).toBeGreaterThan(120);
    expect(lines.filter((line) => NO_LINE_START.test(line))).toEqual([]);
    expect(lines.filter((line) => NO_LINE_END.test(line))).toEqual([]);
  });

  it('starts no line of a Chinese report with a closing mark', async () => {
    const chinese = longAnalysis(
      { ...frenchAnalysis(), language: 'zh', jurisdiction: 'CN' },
      CHINESE_SENTENCES,
    );
    const lines = await renderedLines(chinese);
    expect(lines.length).toBeGreaterThan(80);
    expect(lines.filter((line) => NO_LINE_START.test(line))).toEqual([]);
    expect(lines.filter((line) => NO_LINE_END.test(line))).toEqual([]);
  });
});

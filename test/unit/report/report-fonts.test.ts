import type * as fsPromises from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisResult } from '#shared/schemas/analysis';
import { FONT_FILES } from '#core/reports/pdf/font-files';
import { renderReport, type ReportInput } from '#core/reports/pdf/render';
import { SELECTED, frenchAnalysis, japaneseAnalysis } from '../../fixtures/report-analyses';

// The font reader (fonts.ts reads the font files with node:fs/promises) is watched, not replaced.
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fsPromises>();
  return { ...actual, readFile: vi.fn(actual.readFile) };
});

/** The font files read since the last reset, by name. */
const fontsRead = () =>
  vi
    .mocked(readFile)
    .mock.calls.map(([path]) => String(path))
    .filter((path) => path.endsWith('.ttf'));

const input = (analysis: AnalysisResult): ReportInput => ({
  analysis,
  selectedRiskIds: SELECTED,
  meta: {
    area: 'Atelier de soudage',
    jurisdictionName: 'Québec',
    date: '2026-03-05',
    sectorLabels: ['Fabrication'],
    preparedFor: 'Comité de santé et de sécurité',
  },
  photos: [],
});

// As Lambda sees the fonts layer: the six files, by name, in one folder (RISQUEVISION_FONT_DIR).
const layer = mkdtempSync(join(tmpdir(), 'report-fonts-'));
const require = createRequire(import.meta.url);
for (const face of Object.values(FONT_FILES)) {
  for (const file of [face.regular, face.bold])
    symlinkSync(require.resolve(file), join(layer, basename(file)));
}
afterAll(() => rmSync(layer, { recursive: true, force: true }));

describe('report fonts', () => {
  beforeEach(() => {
    vi.mocked(readFile).mockClear();
    vi.stubEnv('RISQUEVISION_FONT_DIR', layer);
  });

  it('are read with the first report, not with the renderer: a Latin report reads no CJK font', async () => {
    // Nothing read at import.
    expect(fontsRead()).toEqual([]);
    await renderReport(input(frenchAnalysis()));
    expect(fontsRead().sort()).toEqual(
      [FONT_FILES.latin.regular, FONT_FILES.latin.bold].map((file) => join(layer, basename(file))),
    );
  });

  it('are read once per instance', async () => {
    await renderReport(input(frenchAnalysis()));
    expect(fontsRead()).toEqual([]);
  });

  it('of Japanese are read by a Japanese report, and no Chinese one', async () => {
    await renderReport(input(japaneseAnalysis()));
    expect(fontsRead().sort()).toEqual(
      [FONT_FILES.ja.regular, FONT_FILES.ja.bold].map((file) => join(layer, basename(file))),
    );
  });

  it('come from node_modules when no folder is named (tests, the local stack)', async () => {
    vi.stubEnv('RISQUEVISION_FONT_DIR', undefined);
    const chinese = { ...frenchAnalysis(), language: 'zh' as const };
    await renderReport(input(chinese));
    expect(fontsRead().sort()).toEqual([
      require.resolve(FONT_FILES.zh.regular),
      require.resolve(FONT_FILES.zh.bold),
    ]);
  });
});

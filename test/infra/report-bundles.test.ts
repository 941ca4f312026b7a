import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleFunction } from '../../infra/constructs/function-code';
import { copyHarfbuzz, stageReportFonts } from '../../infra/constructs/report-files';
import { repoRoot } from '../../infra/paths';

/**
 * The report functions' bundles, built as the stack builds them (function-code.ts): their start loads
 * no renderer (it is reached only through `import()`), the HEAD check does not even contain one,
 * and a bundled renderer runs from its asset folder with only what the stack ships: harfbuzz
 * copied beside it and the fonts of the layer.
 */

const RENDERERS = [
  'node_modules/pdf-lib/',
  'node_modules/@pdf-lib/fontkit/',
  'functions/core/reports/pdf/harfbuzz.ts',
];
const OFFICE = ['node_modules/docx/', 'node_modules/exceljs/'];

const work = mkdtempSync(join(tmpdir(), 'report-bundles-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The inputs whose code is in the asset, entry and chunks (the metafile lists every file read, tree-shaken or not). */
function inBundle(metafile: Metafile): string[] {
  const inputs = Object.values(metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
  );
  return [...new Set(inputs)];
}

/** The inputs a bundle evaluates when it is imported: those reached from the entry without `import()`. */
function loadedAtStart(metafile: Metafile, entry: string): string[] {
  const bundled = new Set(inBundle(metafile));
  const seen = new Set<string>();
  const pending = [Object.keys(metafile.inputs).find((input) => input.endsWith(entry))!];
  while (pending.length > 0) {
    const input = pending.pop()!;
    if (seen.has(input)) continue;
    seen.add(input);
    for (const imported of metafile.inputs[input]?.imports ?? []) {
      if (!imported.external && imported.kind !== 'dynamic-import') pending.push(imported.path);
    }
  }
  return [...seen].filter((input) => bundled.has(input));
}

/**
 * The inputs in the files Node reads when the bundle is imported: `index.mjs` and the chunks it
 * imports statically, with theirs (what code splitting put there, whichever module asked for it).
 */
function inStartChunks(metafile: Metafile): string[] {
  const entry = Object.keys(metafile.outputs).find((path) => path.endsWith('/index.mjs'))!;
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    for (const imported of metafile.outputs[path]!.imports) {
      if (!imported.external && imported.kind === 'import-statement') pending.push(imported.path);
    }
  }
  return [
    ...new Set(
      [...seen].flatMap((path) =>
        Object.entries(metafile.outputs[path]!.inputs)
          .filter(([, input]) => input.bytesInOutput > 0)
          .map(([input]) => input),
      ),
    ),
  ];
}

const KNOWLEDGE = ['shared/knowledge/hazards/', 'shared/knowledge/vocabulary/'];
const MAILER = ['node_modules/mimetext/', 'node_modules/@aws-sdk/client-sesv2/'];
const QUEUE = ['node_modules/@aws-sdk/client-sqs/'];

const among = (inputs: string[], packages: string[]) =>
  inputs.filter((input) => packages.some((name) => input.startsWith(name)));

describe('report function bundles', () => {
  const handlers = {
    analysisPdf: 'functions/http/reports/analysis-pdf.ts',
    analysisPdfHead: 'functions/http/reports/analysis-pdf-head.ts',
    analysisDocx: 'functions/http/reports/analysis-docx.ts',
    analysisXlsx: 'functions/http/reports/analysis-xlsx.ts',
    sendEmail: 'functions/http/reports/send-email.ts',
    perplexityPdf: 'functions/http/assistant/perplexity-pdf.ts',
  };
  const metafiles = new Map<string, Metafile>();

  beforeAll(async () => {
    for (const [id, entry] of Object.entries(handlers)) {
      // Bundled as the stack bundles each.
      metafiles.set(id, bundleFunction(join(repoRoot, entry), join(work, id)));
    }
  }, 120_000);

  it('the HEAD check of the PDF contains no renderer at all', () => {
    const inputs = inBundle(metafiles.get('analysisPdfHead')!);
    expect(among(inputs, [...RENDERERS, ...OFFICE, 'node_modules/harfbuzzjs/'])).toEqual([]);
    expect(inputs.filter((input) => input.startsWith('functions/core/reports/pdf/render'))).toEqual([]);
  });

  it('the functions that render load no renderer at their start', () => {
    for (const [id, entry] of Object.entries(handlers)) {
      expect(among(loadedAtStart(metafiles.get(id)!, entry), [...RENDERERS, ...OFFICE]), id).toEqual([]);
    }
    // The renderer is there, for the first request.
    expect(among(inBundle(metafiles.get('analysisPdf')!), RENDERERS)).not.toEqual([]);
  });

  it('their start reads no chunk with the knowledge base, and only the e-mail function one with the mailer', () => {
    // Code splitting puts a module every chunk shares in a chunk the entry imports: an area's
    // index.ts re-exporting what the lazily loaded report input uses brought the knowledge base,
    // the mailer and the queue client to the start of every report function (function-code.ts).
    for (const id of Object.keys(handlers)) {
      const start = inStartChunks(metafiles.get(id)!);
      expect(among(start, [...KNOWLEDGE, ...QUEUE, ...RENDERERS]), id).toEqual([]);
      if (id !== 'sendEmail') expect(among(start, MAILER), id).toEqual([]);
    }
    // The knowledge base is in the PDF function, for the report's input.
    expect(among(inBundle(metafiles.get('analysisPdf')!), KNOWLEDGE)).not.toEqual([]);
  });

  it('the Word and Excel functions carry only their own renderer, and no PDF one', () => {
    const docx = inBundle(metafiles.get('analysisDocx')!);
    const xlsx = inBundle(metafiles.get('analysisXlsx')!);
    expect(among(docx, ['node_modules/docx/'])).not.toEqual([]);
    expect(among(docx, ['node_modules/exceljs/', ...RENDERERS.slice(1)])).toEqual([]);
    expect(among(xlsx, ['node_modules/exceljs/'])).not.toEqual([]);
    expect(among(xlsx, ['node_modules/docx/', ...RENDERERS.slice(1)])).toEqual([]);
  });
});

describe('a bundled renderer', () => {
  it('renders French and Japanese reports from its asset folder, with harfbuzz beside it and the fonts of the layer', async () => {
    const asset = join(work, 'renderer');
    const entry = join(work, 'render-entry.ts');
    writeFileSync(
      entry,
      [
        `import { renderReport } from '${repoRoot}/functions/core/reports/pdf/render';`,
        `import { SELECTED, frenchAnalysis, japaneseAnalysis } from '${repoRoot}/test/fixtures/report-analyses';`,
        'const meta = { area: "Atelier", jurisdictionName: "Québec", date: "2026-03-05", sectorLabels: [], preparedFor: "" };',
        'for (const analysis of [frenchAnalysis(), japaneseAnalysis()]) {',
        '  const pdf = await renderReport({ analysis, selectedRiskIds: SELECTED, meta, photos: [] });',
        '  console.log(Buffer.from(pdf.subarray(0, 5)).toString(), pdf.byteLength);',
        '}',
      ].join('\n'),
    );
    bundleFunction(entry, asset);
    for (const command of copyHarfbuzz(repoRoot, asset)) execSync(command);
    const layer = join(work, 'layer');
    stageReportFonts(layer);

    const { NODE_PATH: _ignored, ...env } = process.env;
    const out = execFileSync(process.execPath, [join(asset, 'index.mjs')], {
      cwd: asset,
      env: { ...env, RISQUEVISION_FONT_DIR: join(layer, 'fonts') },
      encoding: 'utf8',
    });
    const reports = out.trim().split('\n');
    expect(reports).toHaveLength(2);
    for (const report of reports) {
      const [magic, bytes] = report.split(' ');
      expect(magic).toBe('%PDF-');
      expect(Number(bytes)).toBeGreaterThan(20_000);
    }
  }, 120_000);
});

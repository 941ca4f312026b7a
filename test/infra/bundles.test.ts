import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, routes } from '#functions/routes';
import { type BundledFunction, synthesizeBundled } from './bundled-stack';

const MB = 1024 * 1024;
/** Issue 16: every function but the worker under 5 MB unzipped; the worker under 75 MB, on arm64. */
const FUNCTION_BUDGET = 5 * MB;
const WORKER_BUDGET = 75 * MB;

/** `{id:"login",method:"POST",…}`: a route object as esbuild writes it, minified. */
const ROUTE_OBJECT = /\bid:"(\w+)",method:"/g;
/** `import{a as b}from"./chunk-X.mjs"` or `import"./chunk-X.mjs"`, not `import("./…")`: a static import of a chunk. */
const STATIC_IMPORT = /(?:from|import)\s*"\.\/([\w.-]+\.mjs)"/g;

describe('the functions as deployed (synthesized with bundling)', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'rv-bundles-'));
  let functions: BundledFunction[] = [];
  beforeAll(() => {
    functions = synthesizeBundled(outdir);
  }, 900_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  /** `index.mjs` and the chunks it imports on demand. */
  const modules = (fn: BundledFunction) => readdirSync(fn.assetDir).filter((name) => name.endsWith('.mjs'));
  const sizes = (list: BundledFunction[]) => list.map((f) => `${f.id} ${(f.bytes / MB).toFixed(1)} MB`);

  it('bundles every route and job of the table', () => {
    const ids = functions.map((f) => f.id);
    expect(ids).toEqual(expect.arrayContaining([...routes.map((r) => r.id), ...jobs.map((j) => j.id)]));
  });

  it('runs the worker on arm64 from an asset under 75 MB unzipped', () => {
    const worker = functions.find((f) => f.id === 'jobWorker')!;
    expect(worker.architecture).toBe('arm64');
    expect(worker.bytes, sizes([worker])[0]).toBeLessThan(WORKER_BUDGET);
  });

  it('keeps every other function under 5 MB unzipped', () => {
    const others = functions.filter((f) => f.id !== 'jobWorker');
    expect(others.length).toBeGreaterThan(routes.length);
    expect(sizes(others.filter((f) => f.bytes >= FUNCTION_BUDGET))).toEqual([]);
  });

  it('ships no source map, and no function parses one at cold start', () => {
    const maps = functions.filter((f) => readdirSync(f.assetDir).some((name) => name.endsWith('.map')));
    expect(maps.map((f) => f.id)).toEqual([]);
    expect(
      functions.filter((f) => f.environment.NODE_OPTIONS?.includes('source-maps')).map((f) => f.id),
    ).toEqual([]);
  });

  it("bundles into each route's function its own route object and no other route's", () => {
    const strays: string[] = [];
    for (const route of routes) {
      const bundle = functions.find((f) => f.id === route.id)!;
      const code = modules(bundle)
        .map((name) => readFileSync(join(bundle.assetDir, name), 'utf8'))
        .join('\n');
      const found = [...code.matchAll(ROUTE_OBJECT)].map((match) => match[1]);
      if (found.join() !== route.id) strays.push(`${route.id}: ${found.join(', ') || 'no route object'}`);
    }
    expect(strays).toEqual([]);
  });

  it('loads every chunk of a function from its asset folder alone, as the first requests will', () => {
    // The start is what the bench measures; the chunks are read later, by a request: each must
    // evaluate from the folder Lambda unpacks (no file outside it, `__dirname` its own).
    const sample = ['health', 'analysisPdf', 'enrichRecommendations', 'patchAnalysis', 'sendAnalysisEmail'];
    for (const id of sample) {
      const fn = functions.find((f) => f.id === id)!;
      const chunks = modules(fn);
      expect(chunks.length, id).toBeGreaterThan(1);
      const run = spawnSync(
        process.execPath,
        ['--input-type=module', '-e', chunks.map((name) => `await import('./${name}');`).join('')],
        { cwd: fn.assetDir, env: { PATH: process.env.PATH, AWS_REGION: 'ca-central-1' }, encoding: 'utf8' },
      );
      expect(run.stderr, id).toBe('');
      expect(run.status, id).toBe(0);
    }
  });

  it('answers errors without i18next: the health check ships none', () => {
    const health = functions.find((f) => f.id === 'health')!;
    const code = modules(health).map((name) => readFileSync(join(health.assetDir, name), 'utf8'));
    expect(code.filter((text) => text.includes('i18next is already initialized'))).toEqual([]);
    // A function that writes e-mails has it.
    const invite = functions.find((f) => f.id === 'inviteMember')!;
    expect(
      modules(invite).some((name) =>
        readFileSync(join(invite.assetDir, name), 'utf8').includes('i18next is already initialized'),
      ),
    ).toBe(true);
  });

  it('puts what a handler imports on demand in chunks beside index.mjs, read only when imported', () => {
    const pdf = functions.find((f) => f.id === 'analysisPdf')!;
    const read = (name: string) => readFileSync(join(pdf.assetDir, name), 'utf8');
    // What Node reads at cold start: index.mjs and the chunks it imports statically, transitively.
    const atStart = new Set<string>();
    const pending = ['index.mjs'];
    while (pending.length > 0) {
      const name = pending.pop()!;
      if (atStart.has(name)) continue;
      atStart.add(name);
      for (const match of read(name).matchAll(STATIC_IMPORT)) pending.push(match[1]!);
    }
    const renderer = modules(pdf).filter((name) => read(name).includes('PDFDocument'));
    // The renderer ships (for the first request) but is not read at the start.
    expect(renderer.length).toBeGreaterThan(0);
    expect(renderer.filter((name) => atStart.has(name))).toEqual([]);
    expect(modules(pdf).length).toBeGreaterThan(atStart.size);
    // The PDF's HEAD check ships no renderer at all.
    const head = functions.find((f) => f.id === 'analysisPdfHead')!;
    expect(
      modules(head).filter((name) => readFileSync(join(head.assetDir, name), 'utf8').includes('PDFDocument')),
    ).toEqual([]);
  });
});

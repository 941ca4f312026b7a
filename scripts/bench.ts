import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { startLocalStack } from './local/stack';
import { analysisWorkload, benchAnalysis } from './bench/analysis';
import { largestAcceptedDocument, largestAcceptedImage, workerPeak } from './bench/worker-memory';
import { photosWorkload } from './bench/worker-photos';
import { benchFirstVisitJs, ensureWebBuild, type FirstVisitJs } from './bench/first-visit-js';
import { benchLighthouse, LIGHTHOUSE_TARGET, type LighthouseScore } from './bench/lighthouse';
import { benchReportVsChromium, type ReportVsChromium } from './bench/report-vs-chromium';
import { benchReport } from '#core/reports/pdf/bench';
import { benchAssistant } from './bench/assistant';
import { PLATFORM, seedPlatform } from './bench/admin-stats';
import { analysisCost, type AnalysisCost } from './bench/cost';
import { benchApiOverhead } from './bench/api-overhead';
import { benchBedrockReplay, SCREEN_LIMIT_SECONDS, WORKER_TIMEOUT_SECONDS } from './bench/bedrock-replay';
import { benchColdStarts, type ColdStart } from './bench/cold-start';
import { routes } from '#functions/routes';

/**
 * `npm run bench`: measures the local stack and writes the figures to bench/results.json.
 * Each measurement names its target; the run fails when a target is missed.
 * `npm run bench -- --only=analysis` runs the analysis figures alone (timing and worker memory),
 * `--only=assistant` the assistant's answer over a full library, `--only=admin` the admin's figures
 * on a platform of 10,000 accounts and 100,000 analyses (run last: the seeding stays in the table),
 * `--only=cost` the cost of an analysis from the figures of the last runs,
 * and merges them into the figures already in results.json.
 */
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const wants = (
  group:
    | 'analysis'
    | 'api'
    | 'api-overhead'
    | 'report'
    | 'web'
    | 'assistant'
    | 'admin'
    | 'worker'
    | 'lighthouse'
    | 'bedrock'
    | 'cost'
    | 'cold',
) => !only || only === group;
interface Figure {
  name: string;
  value: number;
  unit: string;
  target: number;
  /** Most targets are ceilings; a floor (a ratio that must stay high) says `atLeast`. */
  atLeast?: true;
  pass: boolean;
}

const figures: Figure[] = [];
function record(
  name: string,
  value: number,
  unit: string,
  target: number,
  kind: 'atMost' | 'atLeast' = 'atMost',
) {
  // Money to the tenth of a cent, everything else to a tenth of its unit.
  const rounded = unit === 'USD' ? Math.round(value * 1000) / 1000 : Math.round(value * 10) / 10;
  if (kind === 'atLeast')
    figures.push({ name, value: rounded, unit, target, atLeast: true, pass: value >= target });
  else figures.push({ name, value: rounded, unit, target, pass: value <= target });
}
/** The detailed figures behind some lines, written next to them in results.json. */
const details: {
  reportVsChromium?: ReportVsChromium;
  firstVisitJs?: { app: FirstVisitJs; pages: Record<string, FirstVisitJs> };
  lighthouse?: LighthouseScore[];
  cost?: AnalysisCost;
  coldStarts?: ColdStart[];
} = {};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timed(samples: number, call: () => Promise<Response>): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`Benchmark call failed with ${response.status}`);
    durations.push(performance.now() - started);
  }
  return durations.sort((a, b) => a - b);
}

if (wants('cold')) {
  // The stack as deployed: synthesized with bundling, each API function loaded as Lambda would.
  const { functions, worker, largest } = benchColdStarts();
  details.coldStarts = functions;
  // Names stay fixed (results.json merges by name); which function is slowest is in details.coldStarts.
  const slowest = (kind: string, list: ColdStart[]) =>
    record(
      `cold init (CPU to load the handler), slowest ${kind} / bare GetItem Lambda`,
      list[0]!.ratio,
      '×',
      2,
    );
  const renderers = new Set<string>(
    routes.filter((route) => 'reportFonts' in route).map((route) => route.id),
  );
  slowest(
    'API function',
    functions.filter((fn) => fn.kind === 'route'),
  );
  slowest(
    'PDF report function',
    functions.filter((fn) => renderers.has(fn.id)),
  );
  console.log(`(largest function asset but the worker's: ${largest.id})`);
  record('largest function asset but the worker, unzipped', largest.mb, 'MB', 5);
  record('worker asset, unzipped', worker.mb, 'MB', 75);
  record('worker on arm64 (1 = yes)', worker.architecture === 'arm64' ? 1 : 0, '', 1, 'atLeast');
}

// The first-visit figure measures the built app the gateway serves: build it if it is missing or stale.
if (wants('web') || wants('lighthouse')) ensureWebBuild();

// The cold starts read the synthesized stack, the cost the figures: the others run on the local stack.
const ON_LOCAL_STACK = [
  'analysis',
  'api',
  'api-overhead',
  'report',
  'web',
  'assistant',
  'admin',
  'worker',
  'lighthouse',
  'bedrock',
] as const;
if (ON_LOCAL_STACK.some((group) => wants(group))) await benchOnLocalStack();

async function benchOnLocalStack() {
  const dataDir = mkdtempSync(join(tmpdir(), 'rv-bench-'));
  const [app, dynamodb, s3, sqs, ses] = await Promise.all(Array.from({ length: 5 }, () => getPort()));
  const started = performance.now();
  const stack = await startLocalStack({
    appPort: app!,
    engines: { dynamodb: dynamodb!, s3: s3!, sqs: sqs!, ses: ses! },
    dataDir,
    // In memory: 110,000 items written to DynamoDB Local's disk file would measure its fsyncs, not the product.
    persistent: false,
    seed: true,
  });
  record('local stack start (engines, resources, seed)', (performance.now() - started) / 1000, 's', 30);

  try {
    const account = { email: 'conseiller@demo.local', password: 'demo-password-1' };
    const credentials = JSON.stringify(account);
    const login = () =>
      fetch(`${stack.appUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: credentials,
      });
    const first = await login();
    const cookie = first.headers.getSetCookie()[0]!.split(';')[0]!;
    await first.arrayBuffer();

    if (wants('api')) {
      const logins = await timed(20, login);
      record('POST /api/login p50 (scrypt + 4 table calls)', percentile(logins, 50), 'ms', 250);
      record('POST /api/login p95', percentile(logins, 95), 'ms', 500);

      const checks = await timed(200, () => fetch(`${stack.appUrl}/api/auth/check`, { headers: { cookie } }));
      record('GET /api/auth/check p50 (JWT + 2 table reads)', percentile(checks, 50), 'ms', 30);
      record('GET /api/auth/check p95', percentile(checks, 95), 'ms', 80);
    }

    if (wants('api-overhead')) {
      const o = await benchApiOverhead(stack.appUrl, cookie);
      console.log(
        `(medians of 3 rounds; baseline: ${o.baselineCpuMs.toFixed(2)} ms CPU per call, p50 ${o.baselineP50.toFixed(1)} ms and ${Math.round(o.baselinePerSecond)} requests/s at 50 connections; analysis status ${o.statusCpuMs.toFixed(2)} ms (${o.fullRatio.toFixed(1)}× when it changed), unchanged poll ${o.unchangedCpuMs.toFixed(2)} ms (${o.unchangedStatus}); auth check p50 ${o.authCheckP50.toFixed(1)} ms; health ${Math.round(o.healthPerSecond)} requests/s; status answer ${o.statusBytes} B as JSON, ${o.statusWireBytes} B ${o.statusEncoding} on the wire)`,
      );
      record(
        'GET /api/analysis/{id}, finished and unchanged (If-None-Match): CPU per call / bare GetItem Lambda',
        o.unchangedRatio,
        '×',
        2,
      );
      record(
        'GET /api/auth/check p50 at 50 connections / bare GetItem Lambda p50',
        o.authCheckRatio,
        '×',
        1.5,
      );
      record(
        'GET /api/analysis/{id} answer on the wire (gzip or br asked)',
        o.statusWireBytes / 1024,
        'KB',
        12,
      );
      record(
        'GET /api/health requests per second at 50 connections / bare GetItem Lambda',
        o.healthRatio,
        '×',
        0.5,
        'atLeast',
      );
    }

    if (wants('analysis')) {
      const analysis = await benchAnalysis(stack.appUrl, cookie);
      record(
        'offline analysis of 5 photos (OCR) + 5 ten-page PDFs, start to done',
        analysis.seconds,
        's',
        15,
      );
      record(
        'OCR worker pools created for the 5 photos (reused, not per file)',
        analysis.ocrPools,
        'pools',
        1,
      );
      console.log(`(the analysis found ${analysis.risks} risks)`);

      // Each workload must stay under 1 GB, whatever memory the worker function is given.
      const peak = (files: Awaited<ReturnType<typeof analysisWorkload>>) =>
        workerPeak(account.email, files, stack.env);
      const workloadPeak = await peak(await analysisWorkload());
      record(
        'worker peak memory (maxRSS), same analysis: 5 photos + 5 PDFs',
        workloadPeak.peakRssMb,
        'MB',
        1024,
      );
      const image = await largestAcceptedImage();
      const imagePeak = await peak([image]);
      record(
        `worker peak memory, largest accepted image (${image.name}, 50 MP budget)`,
        imagePeak.peakRssMb,
        'MB',
        1024,
      );
      record('worker time, largest accepted image', imagePeak.seconds, 's', 150);
      const document = largestAcceptedDocument();
      const documentPeak = await peak([document]);
      record(
        `worker peak memory, largest accepted document (DOCX, ${Math.round(document.bytes.length / 1024)} KB zipped, XML just under the 32 MB cap)`,
        documentPeak.peakRssMb,
        'MB',
        1024,
      );
      record('worker time, largest accepted document', documentPeak.seconds, 's', 150);
    }

    if (wants('worker')) {
      const photos = await benchAnalysis(stack.appUrl, cookie, await photosWorkload());
      record('offline analysis of 20 photos with text (OCR), start to done', photos.seconds, 's', 4);
    }

    if (wants('assistant')) {
      const assistant = await benchAssistant(stack.appUrl, cookie);
      record(
        `assistant answer over ${assistant.documents + 1} documents (${assistant.pages} pages read), offline, start to done`,
        assistant.seconds,
        's',
        20,
      );
      console.log(`(the answer quoted ${assistant.passages} passages)`);
    }

    if (wants('bedrock')) {
      const replay = await benchBedrockReplay();
      const rate = `${replay.tokensPerSecond} tokens/s`;
      record(
        `Bedrock full-size answer (${replay.outputTokens} tokens at ${rate}), first worker invocation`,
        replay.firstInvocationSeconds,
        's',
        WORKER_TIMEOUT_SECONDS,
      );
      record(
        `Bedrock repair (${replay.repairedParts} rejected parts, ${replay.repairOutputTokens} tokens at ${rate}), its own worker invocation`,
        replay.repairInvocationSeconds,
        's',
        WORKER_TIMEOUT_SECONDS,
      );
      record(
        'Bedrock full-size answer + repair, start to done as the screen waits',
        replay.screenSeconds,
        's',
        SCREEN_LIMIT_SECONDS,
      );
      console.log(
        `(done ${replay.doneSeconds.toFixed(1)} s after the start, seen at the next poll; the repaired answer kept ${replay.risks} risks; the whole answer asked again, as for one cut at the cap: ${Math.round(replay.fullRepairScreenSeconds)} s; before: 16,384 tokens and a repair in one invocation, ${Math.round(replay.previousInvocationSeconds)} s)`,
      );
    }

    if (wants('admin')) {
      const seeded = await seedPlatform();
      console.log(
        `(seeded ${PLATFORM.users} accounts and ${PLATFORM.analyses} analyses in ${seeded.seconds.toFixed(1)} s)`,
      );
      const admin = await fetch(`${stack.appUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.local', password: 'admin-password-1' }),
      });
      const adminCookie = admin.headers.getSetCookie()[0]!.split(';')[0]!;
      await admin.arrayBuffer();
      const stats = () => fetch(`${stack.appUrl}/api/admin/stats`, { headers: { cookie: adminCookie } });
      // The counters follow the table's stream: the time they take to count the seeding is a figure too.
      const countingStarted = performance.now();
      for (;;) {
        const body = (await (await stats()).json()) as {
          stats: { totalUsers: number };
          usageStats: { totalAnalyses: number };
        };
        if (body.stats.totalUsers >= PLATFORM.users && body.usageStats.totalAnalyses >= PLATFORM.analyses)
          break;
        if (performance.now() - countingStarted > 600_000) throw new Error('The counters did not catch up');
        await new Promise((done) => setTimeout(done, 500));
      }
      record(
        `admin counters caught up with the stream after seeding (${PLATFORM.users + PLATFORM.analyses} items)`,
        (performance.now() - countingStarted) / 1000 + seeded.seconds,
        's',
        300,
      );
      const calls = await timed(200, stats);
      record(
        `GET /api/admin/stats p50, ${PLATFORM.users} accounts and ${PLATFORM.analyses} analyses`,
        percentile(calls, 50),
        'ms',
        100,
      );
      record(`GET /api/admin/stats p95, same table`, percentile(calls, 95), 'ms', 300);
    }

    if (wants('report')) {
      const report = await benchReport();
      record('PDF report, 20 selected risks + 6 photos (median warm render)', report.ms, 'ms', 300);
      record('PDF report size, same content', report.bytes / 1024 / 1024, 'MB', 2);

      const chromium = await benchReportVsChromium(report);
      details.reportVsChromium = chromium;
      console.log(
        `(Chromium printed the same report in ${chromium.chromiumMs} ms, ${Math.round(chromium.chromiumBytes / 1024)} KB; browser launch ${chromium.chromiumLaunchMs} ms)`,
      );
      record(
        'same report printed by headless Chromium: its time / pdf-lib time',
        chromium.timeRatio,
        '×',
        1,
        'atLeast',
      );
      record(
        'same report printed by headless Chromium: its size / pdf-lib size',
        chromium.sizeRatio,
        '×',
        1,
        'atLeast',
      );
    }

    if (wants('web')) {
      const firstVisit = await benchFirstVisitJs(stack.appUrl, account);
      details.firstVisitJs = firstVisit;
      const kb = (bytes: number) => bytes / 1024;
      record(
        // The file counts are in details.firstVisitJs: a name that changes would leave stale figures.
        'first-visit JavaScript, /conseiller-sst/app after login (gzip -9)',
        kb(firstVisit.app.gzipBytes),
        'KB',
        kb(firstVisit.app.targetBytes),
      );
      for (const [path, visit] of Object.entries(firstVisit.pages))
        record(
          `first-visit JavaScript, public page ${path} (gzip -9)`,
          kb(visit.gzipBytes),
          'KB',
          kb(visit.targetBytes),
        );
    }

    if (wants('lighthouse')) {
      details.lighthouse = await benchLighthouse(stack.appUrl, account);
      for (const { path, score } of details.lighthouse)
        record(`Lighthouse mobile performance, ${path}`, score, 'points', LIGHTHOUSE_TARGET, 'atLeast');
    }
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

mkdirSync('bench', { recursive: true });
/** With --only, the other figures of the last full run are kept. */
const previous = (
  only && existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {}
) as { figures?: Figure[] };
if (wants('cost')) {
  // From this run's figures, or the last ones kept: the Bedrock invocations and a session-checked poll.
  const known = [...figures, ...[...(previous.figures ?? [])].reverse()];
  const figure = (prefix: string) => known.find((f) => f.name.startsWith(prefix))?.value;
  const workerSeconds = figure('Bedrock full-size answer (');
  const repairSeconds = figure('Bedrock repair (');
  const pollMs = figure('GET /api/auth/check p50 (JWT');
  if (workerSeconds === undefined || repairSeconds === undefined || pollMs === undefined)
    console.log('(no cost estimate: run the bedrock and api groups first)');
  else {
    const cost = analysisCost({ workerSeconds, repairSeconds, pollMs });
    details.cost = cost;
    record(
      'estimated AWS cost of an analysis, recorded Bedrock answer (list prices)',
      cost.typicalUsd,
      'USD',
      0.1,
    );
    record(
      'estimated AWS cost of an analysis, full-size answer + repair (list prices)',
      cost.fullSizeWithRepairUsd,
      'USD',
      0.4,
    );
    console.log(`(Bedrock is ${Math.round(cost.bedrockShare * 100)} % of the recorded analysis's cost)`);
  }
}
const measured = new Set(figures.map((f) => f.name));
const report = {
  ...previous,
  measuredAt: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, node ${process.version}`,
  figures: [...(previous.figures ?? []).filter((f) => !measured.has(f.name)), ...figures],
  ...details,
};
writeFileSync('bench/results.json', `${JSON.stringify(report, null, 2)}\n`);
for (const f of figures)
  console.log(
    `${f.pass ? 'ok  ' : 'MISS'} ${f.name}: ${f.value} ${f.unit} (target ${f.atLeast ? '≥' : '≤'} ${f.target} ${f.unit})`,
  );
process.exit(figures.every((f) => f.pass) ? 0 : 1);

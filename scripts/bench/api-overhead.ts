import { get, type IncomingMessage, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import getPort from 'get-port';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RouteDefinition } from '#functions/route-types';
import { routes } from '#functions/routes';
import { startGateway, toApiGatewayEvent } from '../local/gateway';
import { lambdaContext } from '../local/lambda-context';
import { benchAnalysis } from './analysis';

/**
 * Per-request overhead of the API against the yardstick, a bare Lambda doing one GetItem
 * (baseline-handler.ts), served by a gateway of its own with the same mechanics as the app's.
 */

type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

const BASELINE_ROUTE = {
  id: 'benchBaseline',
  method: 'GET',
  path: '/api/bench/baseline/{id}',
  // The gateway loads handlers relative to functions/.
  handler: '../scripts/bench/baseline-handler.ts',
  audience: 'public',
  permissions: ['table:read'],
} satisfies RouteDefinition;

/** The payload 2.0 event the gateway would build for this GET. */
function eventFor(
  route: RouteDefinition,
  path: string,
  params: Record<string, string>,
  headers: Record<string, string>,
) {
  const req = {
    method: 'GET',
    headers,
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
  return toApiGatewayEvent(
    req,
    Buffer.alloc(0),
    new URL(path, 'http://localhost'),
    `GET ${route.path}`,
    params,
  );
}

async function loadHandler(route: RouteDefinition): Promise<Handler> {
  const file = resolve(import.meta.dirname, '../../functions', route.handler);
  return ((await import(pathToFileURL(file).href)) as { handler: Handler }).handler;
}

/** CPU time (user + system) of this process per call, in ms, over `calls` sequential invocations. */
async function cpuPerCall(handler: Handler, event: () => APIGatewayProxyEventV2, id: string, calls: number) {
  const statuses = new Set<number>();
  const run = async () => {
    const result = await handler(event(), lambdaContext(id, 10));
    statuses.add(result.statusCode ?? 200);
  };
  for (let i = 0; i < 30; i++) await run();
  statuses.clear();
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i++) await run();
  const used = process.cpuUsage(before);
  return { ms: (used.user + used.system) / 1000 / calls, statuses: [...statuses] };
}

/** The bytes as they travel (fetch would decode them), and their encoding. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ bytes: number; encoding: string }>((done, fail) => {
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => done({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
      response.on('error', fail);
    }).on('error', fail);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Latencies (ms, sorted) of `total` GETs sent over `connections` concurrent loops, as autocannon would. */
async function underLoad(url: string, headers: Record<string, string>, connections: number, total: number) {
  const latencies: number[] = [];
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (sent < total) {
        sent++;
        const t0 = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url} answered ${response.status} under load`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { latencies: latencies.sort((a, b) => a - b), perSecond: total / seconds };
}

const ROUNDS = 3;
/** Sequential invocations per CPU figure. */
const CALLS = 300;
const CONNECTIONS = 50;
const LOAD_REQUESTS = 1000;

/** One round's figures: CPU per call in ms, p50 latencies in ms at 50 connections. */
interface Round {
  baselineCpuMs: number;
  statusCpuMs: number;
  /** The poll the screen sends once it has the answer: If-None-Match with the last ETag. */
  unchangedCpuMs: number;
  unchangedStatus: number;
  baselineP50: number;
  authCheckP50: number;
  baselinePerSecond: number;
  healthPerSecond: number;
}

/** The median round's figures and ratios (each ratio taken within its round). */
export interface ApiOverhead extends Round {
  unchangedRatio: number;
  fullRatio: number;
  authCheckRatio: number;
  healthRatio: number;
  /** The finished analysis's answer: as JSON, and as the gateway sends it to a browser. */
  statusBytes: number;
  statusWireBytes: number;
  statusEncoding: string;
}

export async function benchApiOverhead(appUrl: string, cookie: string): Promise<ApiOverhead> {
  // A finished offline analysis of the bench's five photos and five reports (five previews).
  const { analysisId } = await benchAnalysis(appUrl, cookie);
  const port = await getPort();
  const baselineGateway: Server = await startGateway({
    port,
    routes: [BASELINE_ROUTE],
    webDist: resolve(import.meta.dirname, '../../web/dist'),
    connectOrigins: [],
  });
  try {
    const statusRoute = routes.find((r) => r.id === 'analysisStatus')!;
    const baseline = await loadHandler(BASELINE_ROUTE);
    const status = await loadHandler(statusRoute);
    const browser = { cookie, 'accept-language': 'fr', accept: 'application/json' };
    const baselineEvent = () =>
      eventFor(BASELINE_ROUTE, `/api/bench/baseline/${analysisId}`, { id: analysisId }, browser);
    const statusEvent =
      (extra: Record<string, string> = {}) =>
      () =>
        eventFor(statusRoute, `/api/analysis/${analysisId}`, { id: analysisId }, { ...browser, ...extra });

    const first = await status(statusEvent()(), lambdaContext(statusRoute.id, 10));
    const etag = first.headers?.etag;
    const unchangedEvent = statusEvent(etag ? { 'if-none-match': String(etag) } : {});
    const wire = await rawGet(`${appUrl}/api/analysis/${analysisId}`, {
      cookie,
      'accept-encoding': 'gzip, deflate, br',
    });

    // Other work on the machine shifts the figures: each round measures the baseline and the API
    // back to back, and the median round's ratio is the figure.
    const rounds: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const baselineCpu = await cpuPerCall(baseline, baselineEvent, BASELINE_ROUTE.id, CALLS);
      const full = await cpuPerCall(status, statusEvent(), statusRoute.id, CALLS);
      const unchanged = await cpuPerCall(status, unchangedEvent, statusRoute.id, CALLS);
      const baselineLoad = await underLoad(
        `http://localhost:${port}/api/bench/baseline/${analysisId}`,
        browser,
        CONNECTIONS,
        LOAD_REQUESTS,
      );
      const authLoad = await underLoad(`${appUrl}/api/auth/check`, browser, CONNECTIONS, LOAD_REQUESTS);
      const healthLoad = await underLoad(`${appUrl}/api/health`, {}, CONNECTIONS, LOAD_REQUESTS / 2);
      rounds.push({
        baselineCpuMs: baselineCpu.ms,
        statusCpuMs: full.ms,
        unchangedCpuMs: unchanged.ms,
        unchangedStatus: unchanged.statuses[0] ?? 0,
        baselineP50: percentile(baselineLoad.latencies, 50),
        authCheckP50: percentile(authLoad.latencies, 50),
        baselinePerSecond: baselineLoad.perSecond,
        healthPerSecond: healthLoad.perSecond,
      });
    }
    const median = (ratio: (round: Round) => number) => {
      const sorted = rounds.map(ratio).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)]!;
    };
    return {
      ...rounds[0]!,
      baselineCpuMs: median((r) => r.baselineCpuMs),
      statusCpuMs: median((r) => r.statusCpuMs),
      unchangedCpuMs: median((r) => r.unchangedCpuMs),
      baselineP50: median((r) => r.baselineP50),
      authCheckP50: median((r) => r.authCheckP50),
      baselinePerSecond: median((r) => r.baselinePerSecond),
      healthPerSecond: median((r) => r.healthPerSecond),
      unchangedRatio: median((r) => r.unchangedCpuMs / r.baselineCpuMs),
      fullRatio: median((r) => r.statusCpuMs / r.baselineCpuMs),
      authCheckRatio: median((r) => r.authCheckP50 / r.baselineP50),
      healthRatio: median((r) => r.healthPerSecond / r.baselinePerSecond),
      statusBytes: Buffer.byteLength(String(first.body ?? '')),
      statusWireBytes: wire.bytes,
      statusEncoding: wire.encoding,
    };
  } finally {
    await new Promise<void>((done) => {
      baselineGateway.closeAllConnections();
      baselineGateway.close(() => done());
    });
  }
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Handler } from 'aws-lambda';
import type { ErrorCode } from '#shared/errors';
import { ERROR_MESSAGES } from '#shared/i18n/errors';
import { languageFromHeader } from '#shared/languages';
import type { RouteDefinition } from '#functions/route-types';
import { pageFile } from '../../web/app/prerendered-paths';
import { lambdaContext } from './lambda-context';
import { compileRoutes, decodedSegment } from './route-matcher';
import { webSecurityHeaders } from './web-headers';

const FUNCTIONS_DIR = resolve(import.meta.dirname, '../../functions');
/** API Gateway's own payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/**
 * Lambda's limit on a synchronous response (the whole JSON result, base64 body included):
 * over it, API Gateway answers 500 Internal Server Error instead of the handler's answer.
 */
export const MAX_LAMBDA_RESPONSE_BYTES = 6 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface GatewayOptions {
  port: number;
  routes: readonly RouteDefinition[];
  /** The built web app (web/dist); served with SPA fallback. */
  webDist: string;
  /** Extra origins the page may connect to (the local S3 for direct uploads). */
  connectOrigins: string[];
  /** Extra non-API pages, such as the local payment page: return true when handled. */
  extraPages?: (req: IncomingMessage, res: ServerResponse, body: Buffer) => Promise<boolean>;
  log?: (line: string) => void;
}

type HttpHandler = Handler<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;
const handlers = new Map<string, Promise<HttpHandler>>();

function loadHandler(file: string): Promise<HttpHandler> {
  let loaded = handlers.get(file);
  if (!loaded) {
    loaded = import(pathToFileURL(join(FUNCTIONS_DIR, file)).href).then(
      (m: { handler: HttpHandler }) => m.handler,
    );
    handlers.set(file, loaded);
  }
  return loaded;
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolveBody(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJsonError(req: IncomingMessage, res: ServerResponse, status: number, code: ErrorCode): void {
  const message = ERROR_MESSAGES[code][languageFromHeader(req.headers['accept-language'])];
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error: message, code, message }));
}

/** Turns a node request into the API Gateway HTTP API (payload 2.0) event Lambda receives. */
export function toApiGatewayEvent(
  req: IncomingMessage,
  body: Buffer,
  url: URL,
  routeKey: string,
  params: Record<string, string>,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'cookie' || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query = Object.fromEntries(url.searchParams);
  const cookies = req.headers.cookie
    ?.split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const isText = /json|text|x-www-form-urlencoded/.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: req.headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId: crypto.randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    stageVariables: undefined,
  };
}

/** CloudFront compresses answers from this size on (and up to 10 MB); the gateway does as it does. */
export const COMPRESS_FROM_BYTES = 1000;
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/)/;

/** The encoding CloudFront would pick for this Accept-Encoding: brotli first, then gzip, else none. */
export function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name!.toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

function compressed(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  // A dynamic answer: brotli's middle quality, as a CDN compresses on the fly.
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body);
}

function writeLambdaResult(
  req: IncomingMessage,
  res: ServerResponse,
  result: APIGatewayProxyStructuredResultV2,
): void {
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  let body: Buffer | null = result.body
    ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8')
    : null;
  const type = String(headers['content-type'] ?? '');
  if (body && body.length >= COMPRESS_FROM_BYTES && COMPRESSIBLE.test(type) && !headers['content-encoding']) {
    headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
    const encoding = chosenEncoding(req.headers['accept-encoding']);
    if (encoding) {
      body = compressed(body, encoding);
      headers['content-encoding'] = encoding;
    }
  }
  if (body) headers['content-length'] = String(body.length);
  res.writeHead(result.statusCode ?? 200, headers);
  if (req.method === 'HEAD' || !body) return void res.end();
  res.end(body);
}

function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  webDist: string,
  pathname: string,
  headers: Record<string, string>,
): void {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    return void res.end('The web app is not built yet: run `npm run build:web`.');
  }
  const requested = normalize(join(webDist, decodedSegment(pathname)));
  const inside = requested.startsWith(webDist) && existsSync(requested) && statSync(requested).isFile();
  // A prerendered public page or a preloading shell has its own HTML; other routes get the shell.
  const file = inside ? requested : join(webDist, pageFile(pathname));
  const immutable = inside && pathname.startsWith('/assets/');
  const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  let body: Buffer = readFileSync(file);
  // CloudFront compresses the web files as well: page weights and Lighthouse's figures depend on it.
  const encoding =
    body.length >= COMPRESS_FROM_BYTES && COMPRESSIBLE.test(type)
      ? chosenEncoding(req.headers['accept-encoding'])
      : null;
  if (encoding) body = compressed(body, encoding);
  res.writeHead(inside || !extname(pathname) ? 200 : 404, {
    ...headers,
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'Accept-Encoding',
    ...(encoding && { 'content-encoding': encoding }),
  });
  res.end(body);
}

/**
 * The local stand-in for CloudFront + API Gateway: every route of the table becomes a
 * payload 2.0 event for the same handler Lambda runs, its JSON compressed as CloudFront's API
 * behaviour does; everything else is the web app.
 */
/** The longest request URL (path and query) CloudFront accepts. */
const CLOUDFRONT_MAX_URL_BYTES = 8192;

export function startGateway(options: GatewayOptions): Promise<Server> {
  const { port, routes, webDist, connectOrigins, extraPages, log = () => {} } = options;
  const matcher = compileRoutes(routes);
  const pageHeaders = webSecurityHeaders(connectOrigins);
  // Node refuses a request line over 16 KB by closing the socket mid-request (the client sees
  // EPIPE); CloudFront answers 414 past 8,192 bytes. The gateway reads up to 2 MB and answers as
  // CloudFront does.
  const server = createServer({ maxHeaderSize: 2 * 1024 * 1024 }, async (req, res) => {
    let url = new URL('http://localhost/');
    try {
      if (Buffer.byteLength(req.url ?? '') > CLOUDFRONT_MAX_URL_BYTES)
        return sendJsonError(req, res, 414, 'payloadTooLarge');
      url = new URL(req.url ?? '/', 'http://localhost');
      const body = await readBody(req);
      if (body === null) return sendJsonError(req, res, 413, 'payloadTooLarge');
      if (!url.pathname.startsWith('/api/')) {
        if (extraPages && (await extraPages(req, res, body))) return;
        return serveStatic(req, res, resolve(webDist), url.pathname, pageHeaders);
      }
      const method = req.method ?? 'GET';
      const found = matcher.match(method, url.pathname);
      if (found === null) return sendJsonError(req, res, 404, 'routeNotFound');
      if (found === 'methodMismatch') return sendJsonError(req, res, 405, 'methodNotAllowed');
      const routeKey = `${found.route.method} ${found.route.path}`;
      const event = toApiGatewayEvent(req, body, url, routeKey, found.params);
      const handler = await loadHandler(found.route.handler);
      const context = lambdaContext(found.route.id, found.route.timeoutSeconds ?? 10);
      const result = (await handler(event, context, () => {})) as APIGatewayProxyStructuredResultV2;
      const size = Buffer.byteLength(JSON.stringify(result));
      if (size > MAX_LAMBDA_RESPONSE_BYTES) {
        log(`${found.route.id} answered ${size} bytes, over Lambda's 6 MB response limit`);
        return sendJsonError(req, res, 500, 'internalError');
      }
      writeLambdaResult(req, res, result);
    } catch (error) {
      log(`gateway error on ${req.method} ${url.pathname}: ${(error as Error).message}`);
      if (!res.headersSent) sendJsonError(req, res, 500, 'internalError');
      else res.end();
    }
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveServer(server));
  });
}

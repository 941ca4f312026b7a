import type { ApiErrorBody } from '#shared/errors';
import { currentLanguage } from '@/i18n';
import { fileAnswerDisposition } from './file-answer';

/** An answer from the API with a non-2xx status; `message` is already in the user's language. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: Partial<ApiErrorBody> & Record<string, unknown>;

  constructor(status: number, body: Partial<ApiErrorBody> & Record<string, unknown>) {
    super(typeof body.message === 'string' && body.message ? body.message : `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = typeof body.code === 'string' ? body.code : 'unknown';
    this.body = body;
  }
}

/** The request never got an answer (offline, DNS, server down). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Sends a same-origin call with cookies and the interface language; any non-2xx answer becomes an
 * ApiError, except a 304 when the caller sent an ETag of its own and so expects one.
 */
async function send(
  path: string,
  init: RequestInit,
  accept: string,
  signal?: AbortSignal,
  notModifiedExpected = false,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: 'include',
      headers: { Accept: accept, 'Accept-Language': currentLanguage(), ...init.headers },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  if (!response.ok && !(notModifiedExpected && response.status === 304)) {
    let body: Record<string, unknown> = {};
    try {
      const data: unknown = JSON.parse(await response.text());
      if (data && typeof data === 'object') body = data as Record<string, unknown>;
    } catch {
      // Not JSON (a gateway page): the status alone says what happened.
    }
    throw new ApiError(response.status, body);
  }
  return response;
}

/**
 * The one way the app calls its API: same origin, cookies included, JSON both ways,
 * and the interface language in `Accept-Language` so error messages come back translated.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<T> {
  // State-changing calls always carry a JSON body, so the server's content-type check applies.
  const payload = body === undefined && method !== 'GET' ? {} : body;
  const response = await send(
    path,
    {
      method,
      headers: payload === undefined ? {} : { 'Content-Type': 'application/json' },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    },
    'application/json',
    signal,
  );
  return jsonOf<T>(response);
}

async function jsonOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return (text ? JSON.parse(text) : null) as T;
  } catch {
    return null as T;
  }
}

/** What a conditional GET got: 304 (the answer the caller keeps still holds), or an answer and its ETag. */
export type ConditionalAnswer<T> =
  { notModified: true } | { notModified: false; data: T; etag: string | null };

/**
 * A GET that names, in `etagHeader`, the ETag of the answer the caller keeps; the server answers 304
 * while it still holds. Not in If-None-Match: set by hand, that header turns the browser's own HTTP
 * cache off for the request (fetch's "default" cache mode becomes "no-store"), and the browser's
 * conditional request is the one that works wherever the header reaches the server.
 */
export async function apiConditionalRequest<T>(
  path: string,
  { etag, etagHeader, signal }: { etag?: string; etagHeader: string; signal?: AbortSignal },
): Promise<ConditionalAnswer<T>> {
  const headers: Record<string, string> = etag ? { [etagHeader]: etag } : {};
  const response = await send(path, { headers }, 'application/json', signal, Boolean(etag));
  if (response.status === 304) return { notModified: true };
  return { notModified: false, data: await jsonOf<T>(response), etag: response.headers.get('etag') };
}

export interface ApiFile {
  blob: Blob;
  contentDisposition: string | null;
}

/**
 * A GET whose answer is a file (the report PDF), with the same errors as apiRequest. A large
 * report answers 303 to a short-lived storage link, which fetch follows.
 */
export async function apiFile(path: string, accept: string, signal?: AbortSignal): Promise<ApiFile> {
  const response = await send(path, {}, `${accept}, application/json`, signal);
  return { blob: await response.blob(), contentDisposition: fileAnswerDisposition(response) };
}

/** True for answers that will not change if the same request is sent again (4xx). */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

import type { ApiErrorBody } from '../../shared/errors';
import { currentLanguage } from '../i18n';

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
 * The one way the app calls its API: same origin, cookies included, JSON both ways,
 * and the interface language in `Accept-Language` so error messages come back translated.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<T> {
  // State-changing calls always carry a JSON body, so the server's content-type check applies.
  const payload = body === undefined && method !== 'GET' ? {} : body;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Accept-Language': currentLanguage(),
        ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      data && typeof data === 'object' ? (data as Record<string, unknown>) : {},
    );
  }
  return data as T;
}

/** True for answers that will not change if the same request is sent again (4xx). */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

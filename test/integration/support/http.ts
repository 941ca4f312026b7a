import { inject } from 'vitest';

export const appUrl = () => inject('stack').appUrl;

export interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

/** Calls the local gateway over real HTTP, as the browser does. */
export async function call(path: string, { method = 'GET', body, cookie, headers = {} }: CallOptions = {}) {
  const response = await fetch(`${appUrl()}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = { text };
  }
  return { status: response.status, headers: response.headers, json };
}

/** The `name=value` part of the session cookie a response set, for the next call. */
export function sessionCookieOf(headers: Headers): string {
  const setCookie = headers.getSetCookie().find((c) => c.startsWith('rv_session='));
  if (!setCookie) throw new Error('No session cookie was set');
  return setCookie.split(';')[0]!;
}

export async function signIn(email: string, password: string): Promise<string> {
  const { status, headers, json } = await call('/api/login', { method: 'POST', body: { email, password } });
  if (status !== 200) throw new Error(`Sign-in of ${email} failed with ${status}: ${JSON.stringify(json)}`);
  return sessionCookieOf(headers);
}

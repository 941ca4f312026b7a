import { request } from 'node:http';
import { randomInt } from 'node:crypto';
import { appUrl, type CallOptions } from './http';

/**
 * A loopback address of its own for a test (127.x.y.z): connecting from it, the gateway
 * sees it as the client's address, so per-address limits are tested without touching the
 * address every other test uses.
 */
export const freshClientAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Like `call`, but the connection comes from `address`; returns the cookies set too. */
export function callFrom(
  address: string,
  path: string,
  { method = 'GET', body, cookie, headers = {} }: CallOptions = {},
): Promise<{ status: number; json: Record<string, unknown>; setCookies: string[] }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${appUrl()}${path}`,
      {
        method,
        localAddress: address,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
            setCookies: res.headers['set-cookie'] ?? [],
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The `name=value` part of a cookie among those a response set, or ''. */
export const cookieIn = (setCookies: string[], name: string) =>
  setCookies.find((c) => c.startsWith(`${name}=`))?.split(';')[0] ?? '';

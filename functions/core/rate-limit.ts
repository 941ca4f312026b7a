import { incrementCounter } from '#adapters/table/counters';
import { AppError } from './errors';

/**
 * Counts one request against `key` and refuses it with 429 past `max` in the window.
 * Used for the calls that send e-mail or reveal account state.
 */
export async function enforceRateLimit(key: string, max: number, windowSeconds: number): Promise<void> {
  if ((await incrementCounter(`rate#${key}`, windowSeconds)) > max) {
    throw new AppError(429, 'tooManyRequests', {}, { 'Retry-After': String(windowSeconds) });
  }
}

/**
 * Limits of the public routes that reveal account state or try passwords (login, e-mail
 * checks, forgot-password, the checkout session): per client address, and for everyone
 * together so a spread-out attack is bounded too. Counted in fixed one-minute windows.
 */
export const CLIENT_LIMITS = {
  windowSeconds: 60,
  perAddress: 120,
  global: 6000,
} as const;

/** The counter keys of a route's limits in the current window (tests seed them). */
export function clientLimitKeys(routeId: string, address: string, now = Date.now()) {
  const window = Math.floor(now / 1000 / CLIENT_LIMITS.windowSeconds);
  return {
    address: `client#${routeId}#${address}#${window}`,
    global: `client#${routeId}#global#${window}`,
  };
}

/**
 * The caller's address. Behind CloudFront the API sees CloudFront's address as the source,
 * so the viewer's own (`CloudFront-Viewer-Address`, "ip:port", set by CloudFront, which is
 * the API's only way in) comes first; otherwise the connection's, as API Gateway and the
 * local gateway see it.
 */
export function clientAddressOf(event: {
  headers?: Record<string, string | undefined>;
  requestContext: { http: { sourceIp: string } };
}): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  const port = viewer?.lastIndexOf(':') ?? -1;
  return viewer && port > 0 ? viewer.slice(0, port) : event.requestContext.http.sourceIp;
}

export async function enforceClientLimits(routeId: string, address: string): Promise<void> {
  const { windowSeconds, perAddress, global } = CLIENT_LIMITS;
  const keys = clientLimitKeys(routeId, address);
  // Expires with its window, plus a minute so a late read still sees the count.
  const ttl = windowSeconds * 2;
  await enforceRateLimit(keys.address, perAddress, ttl);
  await enforceRateLimit(keys.global, global, ttl);
}

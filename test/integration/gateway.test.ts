import { describe, expect, it } from 'vitest';
import { call } from './support/http';

describe('local gateway', () => {
  it('reports every engine healthy', async () => {
    const health = await call('/api/health');
    expect(health.status).toBe(200);
    expect(health.json).toEqual({
      status: 'ok',
      engines: {
        table: { healthy: true },
        objects: { healthy: true },
        queue: { healthy: true },
        mail: { healthy: true },
      },
    });
  });

  it('answers unknown API paths and wrong methods with JSON errors', async () => {
    const missing = await call('/api/no-such-route');
    const wrongMethod = await call('/api/login', { method: 'DELETE' });
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe('routeNotFound');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.json.code).toBe('methodNotAllowed');
  });

  it('puts the security headers on API answers, errors included', async () => {
    const ok = await call('/api/auth/check');
    const refused = await call('/api/logout', { method: 'POST' });
    expect(refused.status).toBe(401);
    for (const { headers } of [ok, refused]) {
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('strict-transport-security')).toContain('max-age=');
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses a body over the API Gateway limit with 413', async () => {
    const answer = await call('/api/login', { method: 'POST', body: 'x'.repeat(11 * 1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.json.code).toBe('payloadTooLarge');
  });
});

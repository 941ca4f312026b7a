import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIENCES } from '../../functions/route-types';
import { jobs, routes } from '../../functions/routes';
import { compileRoutes } from '../../scripts/local/route-matcher';

const functionsDir = join(import.meta.dirname, '../../functions');

describe('the route table', () => {
  it('has unique ids and unique method + path pairs under /api', () => {
    const ids = routes.map((r) => r.id);
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys).size).toBe(keys.length);
    expect(routes.every((r) => r.path.startsWith('/api/'))).toBe(true);
  });

  it('points every route at a handler file that defines it by its own id', () => {
    for (const route of routes) {
      const file = join(functionsDir, route.handler);
      expect(existsSync(file), route.handler).toBe(true);
      expect(readFileSync(file, 'utf8'), route.handler).toContain(`defineHandler('${route.id}'`);
    }
    for (const job of jobs) expect(existsSync(join(functionsDir, job.handler)), job.handler).toBe(true);
  });

  it('declares an audience for every route, and only public login-area routes are open', () => {
    for (const route of routes) expect(AUDIENCES).toContain(route.audience);
    expect(routes.filter((r) => r.audience === 'public').map((r) => r.id)).toEqual([
      'health',
      'login',
      'authCheck',
    ]);
  });

  it('gives a request schema to every route that takes a body', () => {
    for (const route of routes.filter((r) => r.method === 'POST' && r.id !== 'logout')) {
      expect('request' in route, route.id).toBe(true);
    }
  });
});

describe('route matching of the local gateway', () => {
  const matcher = compileRoutes([
    {
      id: 'one',
      method: 'GET',
      path: '/api/analysis/{id}',
      handler: 'x',
      audience: 'subscriber',
      permissions: [],
    },
    {
      id: 'pdf',
      method: 'GET',
      path: '/api/analyses/{id}/pdf',
      handler: 'x',
      audience: 'subscriber',
      permissions: [],
    },
    { id: 'login', method: 'POST', path: '/api/login', handler: 'x', audience: 'public', permissions: [] },
  ]);

  it('extracts decoded path parameters', () => {
    expect(matcher.match('GET', '/api/analysis/a%20b')).toMatchObject({
      route: { id: 'one' },
      params: { id: 'a b' },
    });
    expect(matcher.match('GET', '/api/analyses/42/pdf')).toMatchObject({
      route: { id: 'pdf' },
      params: { id: '42' },
    });
  });

  it('tells a wrong method from an unknown path, and never matches across segments', () => {
    expect(matcher.match('GET', '/api/login')).toBe('methodMismatch');
    expect(matcher.match('GET', '/api/analysis/a/b')).toBeNull();
    expect(matcher.match('GET', '/api/loginx')).toBeNull();
  });
});

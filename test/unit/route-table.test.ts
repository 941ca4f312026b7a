import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIENCES } from '#functions/route-types';
import * as table from '#functions/routes';
import { jobs, routes } from '#functions/routes';
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

  it('points every route at a handler file that defines it with its own route object', () => {
    for (const route of routes) {
      const file = join(functionsDir, route.handler);
      expect(existsSync(file), route.handler).toBe(true);
      expect(readFileSync(file, 'utf8'), route.handler).toContain(`defineHandler(${route.id}Route,`);
      expect(table[`${route.id}Route` as keyof typeof table], route.id).toBe(route);
    }
    for (const job of jobs) expect(existsSync(join(functionsDir, job.handler)), job.handler).toBe(true);
  });

  it('lists every route object it exports (a route left out of the list would never be deployed)', () => {
    const exported = Object.entries(table).filter(
      ([name, value]) => name.endsWith('Route') && typeof value === 'object',
    );
    expect(exported.length).toBe(routes.length);
    for (const [, route] of exported) expect(routes).toContain(route);
  });

  it('declares an audience for every route; opening a route to everyone is a listed decision', () => {
    for (const route of routes) expect(AUDIENCES).toContain(route.audience);
    const open = routes
      .filter((r) => r.audience === 'public' || r.audience === 'paymentProvider')
      .map((r) => r.id);
    expect(open.sort()).toEqual(
      [
        // Visitors: health, sign-in, the e-mail checks and checkout before an account exists,
        'health',
        'login',
        'authCheck',
        'checkEmail',
        'checkEmailTrial',
        'checkEmailInternational',
        'createCheckout',
        'createInternationalCheckout',
        'paymentSession',
        'conseillerSetup',
        'internationalSetup',
        'resubscriptionSuccess',
        // links from e-mails, which carry their own single-use token,
        'checkPasswordStatus',
        'forgotPassword',
        'resetPassword',
        'checkResetToken',
        'verifyEmail',
        'verifyInvitation',
        'acceptInvitation',
        'declineInvitation',
        'setPasswordVerify',
        'setPassword',
        // a team's visitor, who proves a code e-mailed to them (throttled against guessing),
        'validateVisitor',
        // the reference data of the public regulatory page (read-only, the same for everyone),
        'provincialRegulations',
        // and the payment provider, which proves itself with a signature.
        'paymentWebhook',
      ].sort(),
    );
  });

  it('gives a request schema to every route that takes a body', () => {
    const bodiless = [
      'logout',
      'cancelSubscription',
      'manageSubscription',
      'paymentWebhook',
      // The profile's actions on the caller's own sessions and secret: the path says it all.
      'revokeSession',
      'revokeOtherSessions',
      'twoFactorSetup',
      // A team's invitations and visitor codes: the path names the one acted on.
      'resendInvitation',
      'cancelInvitation',
      'cancelVisitorCode',
      // Keeping an assistant answer among the reports: the path names it.
      'savePerplexityItem',
      'saveGeminiItem',
      // A backup of everything now: nothing to choose.
      'createBackup',
      // The administrator's actions on an account: the path names it.
      'adminResendVerification',
      'adminEnableAccount',
    ];
    for (const route of routes.filter((r) => r.method === 'POST' && !bodiless.includes(r.id))) {
      expect('request' in route, route.id).toBe(true);
    }
    expect(routes.filter((r) => 'rawBody' in r && r.rawBody).map((r) => r.id)).toEqual(['paymentWebhook']);
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

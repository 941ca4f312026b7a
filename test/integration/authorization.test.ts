import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCES, type Audience } from '../../functions/route-types';
import { routes } from '../../functions/routes';
import type { UserItem } from '../../functions/adapters/table/users';
import { call } from './support/http';
import { makeUser, sessionCookieFor } from './support/users';

const ROLES = ['anonymous', 'unverified', 'lapsed', 'advisor', 'enterprise', 'admin'] as const;
type Role = (typeof ROLES)[number];

/** `ok` means the guard let the call through (the handler may still answer 400 or 404). */
type Expected = 'ok' | 401 | 402 | 403;

/** Written out by hand, not derived from the guard, so a change to the guard must agree with it. */
const EXPECTED: Record<Audience, Record<Role, Expected>> = {
  public: { anonymous: 'ok', unverified: 'ok', lapsed: 'ok', advisor: 'ok', enterprise: 'ok', admin: 'ok' },
  paymentProvider: {
    anonymous: 'ok',
    unverified: 'ok',
    lapsed: 'ok',
    advisor: 'ok',
    enterprise: 'ok',
    admin: 'ok',
  },
  user: { anonymous: 401, unverified: 'ok', lapsed: 'ok', advisor: 'ok', enterprise: 'ok', admin: 'ok' },
  subscriber: { anonymous: 401, unverified: 403, lapsed: 402, advisor: 'ok', enterprise: 'ok', admin: 'ok' },
  enterpriseMember: {
    anonymous: 401,
    unverified: 403,
    lapsed: 402,
    advisor: 403,
    enterprise: 'ok',
    admin: 'ok',
  },
  teamAdmin: { anonymous: 401, unverified: 403, lapsed: 402, advisor: 403, enterprise: 'ok', admin: 'ok' },
  admin: { anonymous: 401, unverified: 403, lapsed: 403, advisor: 403, enterprise: 403, admin: 'ok' },
};

/** Routes of the `user` audience that also need a verified address: billing is never reached from an unproven one. */
const VERIFIED_ADDRESS_ONLY: Record<string, Partial<Record<Role, Expected>>> = {
  manageSubscription: { unverified: 403 },
  cancelSubscription: { unverified: 403 },
};

const users = {} as Record<Exclude<Role, 'anonymous'>, UserItem>;

beforeAll(async () => {
  users.unverified = await makeUser({ emailVerified: false });
  users.lapsed = await makeUser({
    subscriptionStatus: 'expired',
    subscriptionEndDate: '2026-01-01T00:00:00.000Z',
  });
  users.advisor = await makeUser();
  users.enterprise = await makeUser({ tier: 'pack_entreprise_5', sourceInterface: 'enterprise' });
  users.admin = await makeUser({ role: 'admin' });
});

function concretePath(path: string): string {
  return path.replace(/\{(\w+)\+?\}/g, 'test-$1');
}

describe('every route of the table, called as every role', () => {
  it('has an expectation for every audience', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...AUDIENCES].sort());
  });

  for (const route of routes) {
    it(`${route.method} ${route.path} (${route.audience})`, async () => {
      for (const role of ROLES) {
        // A fresh session per call: logout-like routes revoke the one they are given.
        const cookie = role === 'anonymous' ? undefined : await sessionCookieFor(users[role].id);
        const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
        const answer = await call(concretePath(route.path), {
          method: route.method,
          cookie,
          body: withBody ? {} : undefined,
        });
        const expected = VERIFIED_ADDRESS_ONLY[route.id]?.[role] ?? EXPECTED[route.audience][role];
        if (expected === 'ok') {
          expect([401, 402, 403], `${role} should pass the guard`).not.toContain(answer.status);
          expect(answer.status, `${role} must never get a 500`).toBeLessThan(500);
        } else {
          expect(answer.status, `${role} on ${route.id}`).toBe(expected);
        }
      }
    });
  }
});

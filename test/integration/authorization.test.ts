import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCES, type Audience } from '#functions/route-types';
import { routes, type RouteId } from '#functions/routes';
import type { User } from '#adapters/table/users';
import { call } from './support/http';
import { makeUser, sessionCookieFor } from './support/users';
import { issueVisitorCode, newMember, visitorCookie } from './support/teams';
import { getUser } from '#adapters/table/users';

/**
 * `enterprise` is a pack's owner; `teamAdmin` and `member` belong to that team, `visitor` holds one
 * of its codes, `revoked` is a member whose access was revoked (with the session it had then).
 */
const ROLES = [
  'anonymous',
  'unverified',
  'lapsed',
  'advisor',
  'enterprise',
  'teamAdmin',
  'member',
  'visitor',
  'revoked',
  'admin',
] as const;
type Role = (typeof ROLES)[number];

/** `ok` means the guard let the call through (the handler may still answer 400 or 404). */
type Expected = 'ok' | 401 | 402 | 403;

/** Written out by hand, not derived from the guard, so a change to the guard must agree with it. */
const EXPECTED: Record<Audience, Record<Role, Expected>> = {
  public: {
    anonymous: 'ok',
    unverified: 'ok',
    lapsed: 'ok',
    advisor: 'ok',
    enterprise: 'ok',
    teamAdmin: 'ok',
    member: 'ok',
    visitor: 'ok',
    revoked: 'ok',
    admin: 'ok',
  },
  paymentProvider: {
    anonymous: 'ok',
    unverified: 'ok',
    lapsed: 'ok',
    advisor: 'ok',
    enterprise: 'ok',
    teamAdmin: 'ok',
    member: 'ok',
    visitor: 'ok',
    revoked: 'ok',
    admin: 'ok',
  },
  user: {
    anonymous: 401,
    unverified: 'ok',
    lapsed: 'ok',
    advisor: 'ok',
    enterprise: 'ok',
    teamAdmin: 'ok',
    member: 'ok',
    visitor: 403,
    revoked: 401,
    admin: 'ok',
  },
  subscriber: {
    anonymous: 401,
    unverified: 403,
    lapsed: 402,
    advisor: 'ok',
    enterprise: 'ok',
    teamAdmin: 'ok',
    member: 'ok',
    visitor: 403,
    revoked: 401,
    admin: 'ok',
  },
  enterpriseMember: {
    anonymous: 401,
    unverified: 403,
    lapsed: 402,
    advisor: 403,
    enterprise: 'ok',
    teamAdmin: 'ok',
    member: 'ok',
    visitor: 403,
    revoked: 401,
    admin: 'ok',
  },
  teamAdmin: {
    anonymous: 401,
    unverified: 403,
    lapsed: 402,
    advisor: 403,
    enterprise: 'ok',
    teamAdmin: 'ok',
    member: 403,
    visitor: 403,
    revoked: 401,
    admin: 'ok',
  },
  admin: {
    anonymous: 401,
    unverified: 403,
    lapsed: 403,
    advisor: 403,
    enterprise: 403,
    teamAdmin: 403,
    member: 403,
    visitor: 403,
    revoked: 401,
    admin: 'ok',
  },
};

/** A team's visitor reads its reports (and signs out): the routes open to visitors let them through. */
const VISITOR_READS: Partial<Record<Role, Expected>> = { visitor: 'ok' };

/** Routes of the `user` audience that also need a verified address: billing is never reached from an unproven one. */
const VERIFIED_ADDRESS_ONLY: Record<string, Partial<Record<Role, Expected>>> = {
  manageSubscription: { unverified: 403 },
  cancelSubscription: { unverified: 403 },
};

/** The roles above hold Canadian plans: the international analyze route refuses them (exact codes below). */
const CANADIAN_ROLES_REFUSED: Partial<Record<RouteId, Partial<Record<Role, Expected>>>> = {
  analyzeInternational: { advisor: 403, enterprise: 403, teamAdmin: 403, member: 403 },
};

const users = {} as Record<Exclude<Role, 'anonymous' | 'visitor' | 'revoked'>, User>;
/** The revoked member's session from before the revocation, and the visitor's code and team. */
let revokedCookie = '';
let visitor: { teamId: string; code: { codeId: string; email: string } };

beforeAll(async () => {
  users.unverified = await makeUser({ emailVerified: false });
  users.lapsed = await makeUser({
    subscriptionStatus: 'expired',
    subscriptionEndDate: '2026-01-01T00:00:00.000Z',
  });
  users.advisor = await makeUser();
  users.enterprise = await makeUser({ tier: 'pack_entreprise_5', sourceInterface: 'enterprise' });
  users.admin = await makeUser({ role: 'admin' });
  const ownerCookie = await sessionCookieFor(users.enterprise.id);
  const team = await call('/api/team', { cookie: ownerCookie });
  const teamId = (team.json.team as { id: string }).id;
  users.teamAdmin = (await getUser((await newMember(ownerCookie, 'admin')).id))!;
  users.member = (await getUser((await newMember(ownerCookie)).id))!;
  visitor = { teamId, code: await issueVisitorCode(ownerCookie) };
  const revoked = await newMember(ownerCookie);
  revokedCookie = revoked.cookie;
  await call(`/api/team/members/${revoked.id}/revoke`, { method: 'POST', cookie: ownerCookie, body: {} });
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
        const cookie =
          role === 'anonymous'
            ? undefined
            : role === 'revoked'
              ? revokedCookie
              : role === 'visitor'
                ? await visitorCookie(visitor.teamId, visitor.code)
                : await sessionCookieFor(users[role].id);
        const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
        const answer = await call(concretePath(route.path), {
          method: route.method,
          cookie,
          body: withBody ? {} : undefined,
        });
        const expected =
          ('openToVisitors' in route && route.openToVisitors ? VISITOR_READS[role] : undefined) ??
          VERIFIED_ADDRESS_ONLY[route.id]?.[role] ??
          CANADIAN_ROLES_REFUSED[route.id]?.[role] ??
          EXPECTED[route.audience][role];
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

/**
 * Edition and tier, route by route: plans of both editions on the routes that depend on them.
 * Exact answers: with an empty body a route whose guard lets the plan through answers 400
 * validationFailed (its schema refuses the body); a refused plan gets 403 and the reason.
 */
const PLAN_ROLES = [
  'canadianAdvisor',
  'enterprisePack',
  'internationalProfessional',
  'internationalEnterprise',
] as const;
type PlanRole = (typeof PLAN_ROLES)[number];
type Exact = readonly [status: number, code: string];

const PASSES: Exact = [400, 'validationFailed'];
const OTHER_EDITION: Exact = [403, 'editionNotIncluded'];
const NO_ENTERPRISE_PACK: Exact = [403, 'forbidden'];

/** Written out by hand, like EXPECTED above. */
const BY_EDITION_AND_TIER: Partial<Record<RouteId, Record<PlanRole, Exact>>> = {
  analyzeConseiller: {
    canadianAdvisor: PASSES,
    enterprisePack: PASSES,
    internationalProfessional: OTHER_EDITION,
    internationalEnterprise: OTHER_EDITION,
  },
  analyzeInternational: {
    canadianAdvisor: OTHER_EDITION,
    enterprisePack: OTHER_EDITION,
    internationalProfessional: PASSES,
    internationalEnterprise: PASSES,
  },
  analyzeRisks: {
    canadianAdvisor: NO_ENTERPRISE_PACK,
    enterprisePack: PASSES,
    internationalProfessional: NO_ENTERPRISE_PACK,
    internationalEnterprise: NO_ENTERPRISE_PACK,
  },
};

const planUsers = {} as Record<PlanRole, User>;

beforeAll(async () => {
  planUsers.canadianAdvisor = await makeUser();
  planUsers.enterprisePack = await makeUser({ tier: 'pack_entreprise_10', sourceInterface: 'enterprise' });
  planUsers.internationalProfessional = await makeUser({
    tier: 'professional',
    sourceInterface: 'international',
  });
  planUsers.internationalEnterprise = await makeUser({
    tier: 'enterprise',
    sourceInterface: 'international',
  });
});

async function callAs(role: PlanRole, route: (typeof routes)[number]) {
  const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return call(concretePath(route.path), {
    method: route.method,
    cookie: await sessionCookieFor(planUsers[role].id),
    body: withBody ? {} : undefined,
  });
}

describe('every route that depends on the edition or the tier, called with each kind of plan', () => {
  it('has a hand-written expectation for every route gated by edition', () => {
    const gated = routes.filter((route) => 'edition' in route).map((route) => route.id);
    expect(gated.every((id) => id in BY_EDITION_AND_TIER)).toBe(true);
    expect(gated.sort()).toEqual(['analyzeConseiller', 'analyzeInternational']);
  });

  for (const [id, expected] of Object.entries(BY_EDITION_AND_TIER)) {
    const route = routes.find((r) => r.id === id)!;
    it(`${route.method} ${route.path}`, async () => {
      for (const role of PLAN_ROLES) {
        const answer = await callAs(role, route);
        expect([answer.status, answer.json.code], `${role} on ${id}`).toEqual([...expected![role]]);
      }
    });
  }

  const enterpriseRoutes = routes.filter((r) => ['enterpriseMember', 'teamAdmin'].includes(r.audience));
  for (const route of enterpriseRoutes) {
    it(`${route.method} ${route.path} refuses both international plans, the international enterprise tier included`, async () => {
      for (const role of ['internationalProfessional', 'internationalEnterprise'] as const) {
        const answer = await callAs(role, route);
        expect([answer.status, answer.json.code], `${role} on ${route.id}`).toEqual([...NO_ENTERPRISE_PACK]);
      }
    });
  }
});

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '#functions/route-types';
import { routes } from '#functions/routes';
import { routeRequest, strayCookies, type FuzzRequest } from './support/fuzz-requests';
import { appUrl } from './support/http';
import { makeUser, sessionCookieFor } from './support/users';

/**
 * Property: whatever a caller sends to any route of the table (schema-derived input with wrong
 * types, huge sizes, hostile unicode, missing and extra fields, ids of every shape, broken
 * cookies, broken JSON, wrong content types), as anonymous or as a signed-in subscriber, the
 * answer is never a 5xx. Four requests run at once per property run.
 */
const BATCH = 4;
const RUNS = 520;

type Caller = 'anonymous' | 'subscriber';
interface Sent {
  request: FuzzRequest;
  caller: Caller;
  status: number;
}

const cookies = {} as Record<Caller | 'logout', string>;

beforeAll(async () => {
  const user = await makeUser();
  cookies.subscriber = await sessionCookieFor(user.id);
  // Logout revokes the session it is given: it gets its own, so the others stay signed in.
  cookies.logout = await sessionCookieFor(user.id);
  cookies.anonymous = '';
});

const callable = routes as readonly RouteDefinition[];

const fuzzCall = fc
  .record({
    route: fc.constantFrom(...callable),
    caller: fc.constantFrom<Caller>('anonymous', 'subscriber', 'subscriber'),
    stray: strayCookies,
    sameOrigin: fc.boolean(),
  })
  .chain(({ route, caller, stray, sameOrigin }) =>
    routeRequest(route).map((request) => {
      const session = route.id === 'logout' && caller === 'subscriber' ? cookies.logout : cookies[caller];
      const cookie = [...stray, session].filter(Boolean).join('; ');
      const headers: Record<string, string> = { ...request.headers, ...(cookie ? { cookie } : {}) };
      if (sameOrigin) headers.origin = appUrl();
      return { caller, request: { ...request, headers } };
    }),
  );

async function send(request: FuzzRequest): Promise<number> {
  const response = await fetch(`${appUrl()}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}

describe('fuzzing every route of the table', () => {
  it(`never answers 5xx (${BATCH * RUNS} requests)`, async () => {
    const sent: Sent[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(fuzzCall, { minLength: BATCH, maxLength: BATCH }), async (calls) => {
        const statuses = await Promise.all(calls.map(({ request }) => send(request)));
        calls.forEach(({ request, caller }, i) => sent.push({ request, caller, status: statuses[i]! }));
        const failed = calls.filter((_, i) => statuses[i]! >= 500);
        if (failed.length) {
          const shown = failed.map(({ request, caller }) => ({
            caller,
            ...request,
            body: request.body?.slice(0, 300),
          }));
          throw new Error(`5xx for ${JSON.stringify(shown).slice(0, 2000)}`);
        }
      }),
      { numRuns: RUNS },
    );

    expect(sent.length).toBeGreaterThanOrEqual(2000);
    // The fuzz reached past the guards, not only 401s: every route was called, some calls succeeded.
    const reached = new Set(sent.map(({ request }) => `${request.method} ${request.path.split('?')[0]}`));
    expect(reached.size).toBeGreaterThan(callable.length);
    expect(sent.some(({ status }) => status < 300)).toBe(true);
  }, 180_000);
});

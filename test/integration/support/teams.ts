import { expect } from 'vitest';
import { createVisitorSession } from '#adapters/table/sessions';
import { signSessionToken } from '#core/account/session-token';
import { call, sessionCookieOf, signIn } from './http';
import { latestMail, linkIn, uniqueEmail } from './payments';
import { makeUser, TEST_PASSWORD } from './users';

/** A pack's buyer, signed in; their first request creates the team. */
export async function teamOwner(
  tier: 'pack_entreprise_5' | 'pack_entreprise_10' = 'pack_entreprise_5',
  language: 'fr' | 'en' = 'fr',
) {
  const user = await makeUser({ tier, sourceInterface: 'enterprise', language });
  const cookie = await signIn(user.email, TEST_PASSWORD);
  const team = await call('/api/team', { cookie });
  expect(team.status, JSON.stringify(team.json)).toBe(200);
  return { user, cookie, teamId: (team.json.team as { id: string }).id };
}

export async function invite(
  cookie: string,
  email: string,
  role: 'member' | 'admin' = 'member',
  name = 'Julie Tremblay',
) {
  const answer = await call('/api/team/invite', { method: 'POST', cookie, body: { name, email, role } });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return (answer.json.invitation as { id: string }).id;
}

/** The token of the newest invitation link mailed to `email`. */
export async function invitationToken(email: string): Promise<string> {
  return linkIn(await latestMail(email), '/accept-team-invitation').searchParams.get('token')!;
}

/** Invites a new person and has them accept and set a password: their session cookie. */
export async function newMember(ownerCookie: string, role: 'member' | 'admin' = 'member') {
  const email = uniqueEmail('membre');
  await invite(ownerCookie, email, role);
  const accepted = await call('/api/invitations/accept', {
    method: 'POST',
    body: { token: await invitationToken(email) },
  });
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
  const set = await call('/api/set-password', {
    method: 'POST',
    body: { token: accepted.json.passwordToken, password: 'member-password-1' },
  });
  expect(set.status, JSON.stringify(set.json)).toBe(200);
  const me = await call('/api/auth/check', { cookie: sessionCookieOf(set.headers) });
  return { email, cookie: sessionCookieOf(set.headers), id: (me.json.user as { id: string }).id };
}

/** A visitor code of the owner's team, issued through its route (the code itself goes by mail). */
export async function issueVisitorCode(ownerCookie: string): Promise<{ codeId: string; email: string }> {
  const email = uniqueEmail('visiteur');
  const created = await call('/api/team/visitor-codes', {
    method: 'POST',
    cookie: ownerCookie,
    body: { email },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return { codeId: (created.json.code as { id: string }).id, email };
}

/**
 * A visitor's session cookie for a code, made as the validate route makes it (that route is
 * limited per client address: a matrix calling every route would exhaust it).
 */
export async function visitorCookie(
  teamId: string,
  code: { codeId: string; email: string },
): Promise<string> {
  const session = await createVisitorSession({ teamId, ...code, name: 'Visiteur' }, 3600);
  return `rv_session=${await signSessionToken({ sid: session.id, sub: session.userId })}`;
}

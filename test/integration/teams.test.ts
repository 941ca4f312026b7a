import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { table, tableName } from '#adapters/table/client';
import { takeQuota } from '#adapters/table/quotas';
import type { AnalysisResult } from '#shared/schemas/analysis';
import { frenchAnalysis } from '../fixtures/report-analyses';
import { highestLevelOf } from '#core/analysis/highest-level';
import { meterMonth } from '#core/teams/page-meter';
import { quotaUsed, uploadFile } from './support/analyses';
import { call, sessionCookieOf, signIn } from './support/http';
import { latestMail, linkIn, mailsTo, uniqueEmail } from './support/payments';
import { storedAnalysis } from './support/stored-analysis';
import { makeUser, TEST_PASSWORD } from './support/users';
import { invitationToken, invite, newMember, teamOwner } from './support/teams';

/** A finished French analysis (Québec) whose highest risk is high or critical, per the fixture. */
const result = (area: string): AnalysisResult => ({ ...frenchAnalysis(), summary: area });

describe('a team and its seats', () => {
  it('is created for a pack’s buyer, who owns it, with the plan’s seats', async () => {
    const { cookie } = await teamOwner('pack_entreprise_10');
    const team = await call('/api/team', { cookie });
    expect(team.json).toMatchObject({
      role: 'owner',
      team: { maxMembers: 10, activeMembers: 1, pendingInvitations: 0, isActive: true, pagesLimit: 10000 },
    });
  });

  it('invites by e-mail in the team’s language; a new person accepts, sets a password and uses the team', async () => {
    const owner = await teamOwner();
    const email = uniqueEmail('nouveau');
    await invite(owner.cookie, email);
    const mail = await latestMail(email);
    expect(mail.subject).toContain('vous invite dans l’équipe');
    expect(mail.body.text).toContain(owner.user.email);
    expect(mail.body.text).not.toContain('{{');
    const token = await invitationToken(email);

    const verify = await call(`/api/invitations/verify?token=${token}`);
    expect(verify.json).toMatchObject({ status: 'pending', role: 'member', email, isExistingUser: false });

    const accepted = await call('/api/invitations/accept', { method: 'POST', body: { token } });
    expect(accepted.json).toMatchObject({ needsPasswordSetup: true, redirectTo: '/dashboard' });
    // The link is single-use.
    const again = await call('/api/invitations/accept', { method: 'POST', body: { token } });
    expect([again.status, again.json.code]).toEqual([409, 'invitationAlreadyAccepted']);

    const whose = await call(`/api/set-password/verify?token=${String(accepted.json.passwordToken)}`);
    expect(whose.json).toMatchObject({ email, subscriptionTier: 'pack_entreprise_5' });
    const short = await call('/api/set-password', {
      method: 'POST',
      body: { token: accepted.json.passwordToken, password: 'short' },
    });
    expect(short.status).toBe(400);
    const set = await call('/api/set-password', {
      method: 'POST',
      body: { token: accepted.json.passwordToken, password: 'member-password-1' },
    });
    expect(set.json).toMatchObject({ success: true, redirectTo: '/dashboard' });
    // The member uses the owner's plan: the team's routes open, management does not.
    const memberCookie = await signIn(email, 'member-password-1');
    expect((await call('/api/analyses', { cookie: memberCookie })).status).toBe(200);
    expect((await call('/api/team', { cookie: memberCookie })).json).toMatchObject({ role: 'member' });
    expect((await call('/api/team/members', { cookie: memberCookie })).status).toBe(403);
    expect((await call('/api/team', { cookie: owner.cookie })).json).toMatchObject({
      team: { activeMembers: 2 },
    });
    // Signing in counts as an access; the list shows when.
    const members = (await call('/api/team/members', { cookie: owner.cookie })).json.members as {
      email: string;
      lastAccessAt: string | null;
    }[];
    expect(members.find((member) => member.email === email)?.lastAccessAt).toEqual(expect.any(String));
  });

  it('writes the invitation in the owner’s preferred language', async () => {
    const owner = await teamOwner('pack_entreprise_5', 'en');
    const email = uniqueEmail('english');
    await invite(owner.cookie, email);
    const mail = await latestMail(email);
    expect(mail.subject).toContain('invites you to the');
    expect(mail.body.text).toContain('7 days');
  });

  it('lets an existing account join without a new password', async () => {
    const owner = await teamOwner();
    const existing = await makeUser({ tier: 'conseiller_sst_pro', subscriptionStatus: 'expired' });
    await invite(owner.cookie, existing.email);
    const token = await invitationToken(existing.email);
    expect((await call(`/api/invitations/verify?token=${token}`)).json).toMatchObject({
      isExistingUser: true,
    });
    const accepted = await call('/api/invitations/accept', { method: 'POST', body: { token } });
    expect(accepted.json).toMatchObject({ needsPasswordSetup: false, passwordToken: null });
    const cookie = await signIn(existing.email, TEST_PASSWORD);
    expect((await call('/api/team', { cookie })).json).toMatchObject({ role: 'member' });
  });

  it('refuses a declined, an expired and a cancelled invitation, each saying why', async () => {
    const owner = await teamOwner();
    const [declining, lapsing, cancelled] = [uniqueEmail('non'), uniqueEmail('tard'), uniqueEmail('annule')];
    await invite(owner.cookie, declining);
    const lapsingId = await invite(owner.cookie, lapsing);
    const cancelledId = await invite(owner.cookie, cancelled);

    const declineToken = await invitationToken(declining);
    expect(
      (await call('/api/invitations/decline', { method: 'POST', body: { token: declineToken } })).status,
    ).toBe(200);
    const afterDecline = await call('/api/invitations/accept', {
      method: 'POST',
      body: { token: declineToken },
    });
    expect([afterDecline.status, afterDecline.json.code]).toEqual([409, 'invitationDeclined']);

    await table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `TEAM#${owner.teamId}`, sk: `INVITATION#${lapsingId}` },
        UpdateExpression: 'SET validUntil = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const lapsedToken = await invitationToken(lapsing);
    expect((await call(`/api/invitations/verify?token=${lapsedToken}`)).json).toMatchObject({
      status: 'expired',
    });
    const late = await call('/api/invitations/accept', { method: 'POST', body: { token: lapsedToken } });
    expect([late.status, late.json.code]).toEqual([409, 'invitationExpired']);
    expect(late.json.message).toContain('expir');

    const cancel = await call(`/api/team/invitations/${cancelledId}/cancel`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(cancel.status).toBe(200);
    const afterCancel = await call('/api/invitations/accept', {
      method: 'POST',
      body: { token: await invitationToken(cancelled) },
    });
    expect([afterCancel.status, afterCancel.json.code]).toEqual([409, 'invitationCancelled']);

    const list = await call('/api/team/invitations', { cookie: owner.cookie });
    const statuses = Object.fromEntries(
      (list.json.invitations as { email: string; status: string }[]).map((i) => [i.email, i.status]),
    );
    expect(statuses).toEqual({ [declining]: 'declined', [lapsing]: 'expired', [cancelled]: 'cancelled' });
  });

  it('resends a pending invitation with a new link; the old link stops working', async () => {
    const owner = await teamOwner();
    const email = uniqueEmail('relance');
    const id = await invite(owner.cookie, email);
    const first = await invitationToken(email);
    const resent = await call(`/api/team/invitations/${id}/resend`, { method: 'POST', cookie: owner.cookie });
    expect(resent.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    expect((await call(`/api/invitations/verify?token=${first}`)).status).toBe(404);
    expect((await call(`/api/invitations/verify?token=${second}`)).json).toMatchObject({ status: 'pending' });
  });

  it('never gives a sixth seat of a five-seat pack, even to two acceptances at the same moment', async () => {
    const owner = await teamOwner();
    for (let i = 0; i < 3; i++) await newMember(owner.cookie);
    const [first, second] = [uniqueEmail('course-a'), uniqueEmail('course-b')];
    await invite(owner.cookie, first);
    await invite(owner.cookie, second);
    const tokens = [await invitationToken(first), await invitationToken(second)];

    const answers = await Promise.all(
      tokens.map((token) => call('/api/invitations/accept', { method: 'POST', body: { token } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.json).toMatchObject({ code: 'teamFull' });
    expect(refused.json.message).toContain('5');
    expect((await call('/api/team', { cookie: owner.cookie })).json).toMatchObject({
      team: { activeMembers: 5, maxMembers: 5 },
    });
    // A full team invites no one more.
    const more = await call('/api/team/invite', {
      method: 'POST',
      cookie: owner.cookie,
      body: { name: 'De trop', email: uniqueEmail('trop') },
    });
    expect([more.status, more.json.code]).toEqual([409, 'teamFull']);
  });
});

describe('revocation', () => {
  it('ends a member’s access at once: the open session gets 401 and the account cannot use the team again', async () => {
    const owner = await teamOwner();
    const member = await newMember(owner.cookie);
    expect((await call('/api/analyses', { cookie: member.cookie })).status).toBe(200);

    const revoked = await call(`/api/team/members/${member.id}/revoke`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { reason: 'revoked by manager' },
    });
    expect(revoked.status).toBe(200);
    expect((await call('/api/analyses', { cookie: member.cookie })).status).toBe(401);
    const login = await call('/api/login', {
      method: 'POST',
      body: { email: member.email, password: 'member-password-1' },
    });
    expect(login.status).toBe(402);
    const members = await call('/api/team/members', { cookie: owner.cookie });
    expect(
      (members.json.members as { id: string; status: string }[]).find((m) => m.id === member.id),
    ).toMatchObject({
      status: 'revoked',
    });
    // The seat is free again; a second revocation is refused.
    expect((await call('/api/team', { cookie: owner.cookie })).json).toMatchObject({
      team: { activeMembers: 1 },
    });
    const twice = await call(`/api/team/members/${member.id}/revoke`, {
      method: 'POST',
      cookie: owner.cookie,
      body: {},
    });
    expect([twice.status, twice.json.code]).toEqual([409, 'memberNotActive']);
  });

  it('lets an admin manage members but never revoke or demote the owner', async () => {
    const owner = await teamOwner();
    const admin = await newMember(owner.cookie, 'admin');
    const member = await newMember(owner.cookie);
    const revokeOwner = await call(`/api/team/members/${owner.user.id}/revoke`, {
      method: 'POST',
      cookie: admin.cookie,
      body: {},
    });
    expect([revokeOwner.status, revokeOwner.json.code]).toEqual([403, 'ownerCannotBeRevoked']);
    const demoteOwner = await call(`/api/team/members/${owner.user.id}/role`, {
      method: 'POST',
      cookie: admin.cookie,
      body: { role: 'member' },
    });
    expect([demoteOwner.status, demoteOwner.json.code]).toEqual([403, 'ownerRoleFixed']);
    const promote = await call(`/api/team/members/${member.id}/role`, {
      method: 'POST',
      cookie: admin.cookie,
      body: { role: 'admin' },
    });
    expect(promote.status).toBe(200);
    expect((await call('/api/team/members', { cookie: member.cookie })).status).toBe(200);
    // A member cannot manage at all.
    const plain = await newMember(owner.cookie);
    const byMember = await call(`/api/team/members/${admin.id}/revoke`, {
      method: 'POST',
      cookie: plain.cookie,
      body: {},
    });
    expect(byMember.status).toBe(403);
  });
});

describe('the team’s reports', () => {
  it('are the team’s: a member’s analysis is on the owner’s list with its author; another team gets 404', async () => {
    const owner = await teamOwner();
    const member = await newMember(owner.cookie);
    const made = await storedAnalysis(
      member.id,
      result('Chute du quai'),
      'done',
      'Quai 3',
      undefined,
      owner.teamId,
    );
    const ownerList = await call('/api/analyses', { cookie: owner.cookie });
    const listed = (
      ownerList.json.analyses as { id: string; author: { name: string }; canDelete: boolean }[]
    ).find((item) => item.id === made.id);
    expect(listed).toMatchObject({ author: { name: 'Julie Tremblay' }, canDelete: true });
    const memberList = await call('/api/analyses', { cookie: member.cookie });
    expect((memberList.json.analyses as { id: string }[]).map((item) => item.id)).toContain(made.id);
    const status = await call(`/api/analysis/${made.id}`, { cookie: owner.cookie });
    expect(status.status, JSON.stringify(status.json)).toBe(200);

    const other = await teamOwner();
    const stranger = await newMember(other.cookie);
    for (const cookie of [other.cookie, stranger.cookie]) {
      expect((await call(`/api/analysis/${made.id}`, { cookie })).status).toBe(404);
      expect((await call(`/api/analyses/${made.id}/pdf`, { cookie })).status).toBe(404);
      const mail = await call(`/api/analyses/${made.id}/send-email`, {
        method: 'POST',
        cookie,
        body: { recipientEmail: 'client@test.local' },
      });
      expect(mail.status).toBe(404);
      expect((await call(`/api/analyses/${made.id}`, { method: 'DELETE', cookie })).status).toBe(404);
    }
    expect(((await call('/api/analyses', { cookie: other.cookie })).json.analyses as unknown[]).length).toBe(
      0,
    );
  });

  it('lets members read each other’s reports but only the owner and admins delete them', async () => {
    const owner = await teamOwner();
    const [author, colleague] = [await newMember(owner.cookie), await newMember(owner.cookie)];
    const made = await storedAnalysis(author.id, result('Bruit'), 'done', 'Atelier', undefined, owner.teamId);
    const byColleague = await call(`/api/analyses/${made.id}`, {
      method: 'DELETE',
      cookie: colleague.cookie,
    });
    expect(byColleague.status).toBe(403);
    const listed = (await call('/api/analyses', { cookie: colleague.cookie })).json.analyses as {
      id: string;
      canDelete: boolean;
    }[];
    expect(listed.find((item) => item.id === made.id)?.canDelete).toBe(false);
    expect((await call(`/api/analyses/${made.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(
      200,
    );
  });

  it('filter by author, jurisdiction and highest level', async () => {
    const owner = await teamOwner();
    const member = await newMember(owner.cookie);
    const high = await storedAnalysis(member.id, result('Chute'), 'done', 'Toit', undefined, owner.teamId);
    const mine = await storedAnalysis(
      owner.user.id,
      result('Chute'),
      'done',
      'Quai',
      undefined,
      owner.teamId,
    );
    const ids = async (query: string) =>
      (
        (await call(`/api/analyses?${query}`, { cookie: owner.cookie })).json.analyses as { id: string }[]
      ).map((item) => item.id);
    expect(await ids(`author=${member.id}`)).toEqual([high.id]);
    expect(await ids(`author=${owner.user.id}`)).toEqual([mine.id]);
    expect((await ids('jurisdiction=QC')).sort()).toEqual([high.id, mine.id].sort());
    expect(await ids('jurisdiction=ON')).toEqual([]);
    const level = highestLevelOf(frenchAnalysis().risks)!;
    expect((await ids(`level=${level}`)).sort()).toEqual([high.id, mine.id].sort());
    expect(await ids(`level=${level === 'low' ? 'medium' : 'low'}`)).toEqual([]);
  });
});

describe('visitor access', () => {
  async function visitorCode(ownerCookie: string, email: string) {
    const created = await call('/api/team/visitor-codes', {
      method: 'POST',
      cookie: ownerCookie,
      body: { email, days: 7 },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const link = linkIn(await latestMail(email), '/visitor-access');
    return { id: (created.json.code as { id: string }).id, code: link.searchParams.get('code')! };
  }

  it('opens a named visitor’s read-only session on the team’s reports', async () => {
    const owner = await teamOwner();
    const made = await storedAnalysis(
      owner.user.id,
      result('Chute'),
      'done',
      'Quai',
      undefined,
      owner.teamId,
    );
    const email = uniqueEmail('visiteur');
    const { code } = await visitorCode(owner.cookie, email);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);

    const wrong = await call('/api/visitor/validate', {
      method: 'POST',
      body: { name: 'Paul Roy', email, code: 'AAAAAAAAAAAA' },
    });
    expect([wrong.status, wrong.json.code]).toEqual([401, 'visitorCodeInvalid']);
    const opened = await call('/api/visitor/validate', {
      method: 'POST',
      body: { name: 'Paul Roy', email, code },
    });
    expect(opened.json).toMatchObject({ success: true, accessToken: { email, role: 'visitor' } });
    const cookie = sessionCookieOf(opened.headers);

    const list = await call('/api/analyses', { cookie });
    expect(
      (list.json.analyses as { id: string; canDelete: boolean }[]).map((item) => [item.id, item.canDelete]),
    ).toEqual([[made.id, false]]);
    expect((await call(`/api/analysis/${made.id}`, { cookie })).status).toBe(200);
    const denied = await call(`/api/analyses/${made.id}`, { method: 'DELETE', cookie });
    expect([denied.status, denied.json.code]).toEqual([403, 'visitorReadOnly']);
    expect((await call('/api/team/members', { cookie })).status).toBe(403);
    expect((await call('/api/analyze-risks', { method: 'POST', cookie, body: {} })).status).toBe(403);
    // Single person: the code names its first user.
    const someoneElse = await call('/api/visitor/validate', {
      method: 'POST',
      body: { name: 'Autre', email, code },
    });
    expect(someoneElse.status).toBe(401);
    const codes = await call('/api/team/visitor-codes', { cookie: owner.cookie });
    expect(codes.json.codes).toEqual([
      expect.objectContaining({ email, name: 'Paul Roy', status: 'active' }),
    ]);
  });

  it('throttles guessing and refuses expired and cancelled codes; a cancel ends the open session', async () => {
    const owner = await teamOwner();
    const email = uniqueEmail('devin');
    const { id } = await visitorCode(owner.cookie, email);
    const guesses = [];
    for (let i = 0; i < 6; i++)
      guesses.push(
        (
          await call('/api/visitor/validate', {
            method: 'POST',
            body: { name: 'X', email, code: `ZZZZZZZZZZ${i}2` },
          })
        ).status,
      );
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);

    const other = uniqueEmail('visiteur');
    const second = await visitorCode(owner.cookie, other);
    const opened = await call('/api/visitor/validate', {
      method: 'POST',
      body: { name: 'Ana', email: other, code: second.code },
    });
    const cookie = sessionCookieOf(opened.headers);
    expect((await call('/api/analyses', { cookie })).status).toBe(200);
    await call(`/api/team/visitor-codes/${second.id}/cancel`, { method: 'POST', cookie: owner.cookie });
    expect((await call('/api/analyses', { cookie })).status).toBe(401);

    await table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `TEAM#${owner.teamId}`, sk: `VISITOR#${id}` },
        UpdateExpression: 'SET validUntil = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const third = uniqueEmail('expire');
    const lapsed = await visitorCode(owner.cookie, third);
    await table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `TEAM#${owner.teamId}`, sk: `VISITOR#${lapsed.id}` },
        UpdateExpression: 'SET validUntil = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const expired = await call('/api/visitor/validate', {
      method: 'POST',
      body: { name: 'Léa', email: third, code: lapsed.code },
    });
    expect([expired.status, expired.json.code]).toEqual([401, 'visitorCodeInvalid']);
  });
});

describe('the pack’s monthly pages', () => {
  async function pdfOf(pages: number) {
    const pdf = await PDFDocument.create();
    for (let i = 0; i < pages; i++) pdf.addPage();
    return pdf.save();
  }

  it('counts the pages of each analysis against the team, and refuses a start past the allowance', async () => {
    const owner = await teamOwner();
    const member = await newMember(owner.cookie);
    const key = `${owner.teamId}#pages#${meterMonth()}`;
    const file = await uploadFile(member.cookie, 'registre.pdf', 'application/pdf', await pdfOf(3));
    const photo = await uploadFile(
      owner.cookie,
      'note.txt',
      'text/plain',
      new TextEncoder().encode('Quai 3'),
    );
    const start = (cookie: string, files: unknown[]) =>
      call('/api/analyze-risks', {
        method: 'POST',
        cookie,
        body: { files, area: 'Quai', jurisdiction: 'QC', language: 'fr', sourceInterface: 'enterprise' },
      });
    expect((await start(member.cookie, [file])).status).toBe(202);
    expect((await start(owner.cookie, [photo])).status).toBe(202);
    expect(await quotaUsed(key)).toBe(4);
    const overview = await call('/api/team', { cookie: owner.cookie });
    expect(overview.json).toMatchObject({ team: { pagesUsed: 4, pagesLimit: 5000, analysesThisMonth: 2 } });

    // Used up but two pages: a three-page analysis is refused, naming the numbers.
    expect(await takeQuota(key, 5000, 86400, 5000 - 4 - 2)).toBe(true);
    // Another area: the same request again within a minute would be answered as the first one.
    const refused = await call('/api/analyze-risks', {
      method: 'POST',
      cookie: member.cookie,
      body: {
        files: [file],
        area: 'Entrepôt',
        jurisdiction: 'QC',
        language: 'fr',
        sourceInterface: 'enterprise',
      },
    });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'pagesExhausted', limit: 5000, used: 4998, needed: 3 });
    expect(refused.json.message).toContain('5000');
    expect(await quotaUsed(key)).toBe(4998);
  });
});

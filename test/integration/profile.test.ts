import { describe, expect, it } from 'vitest';
import { getUser } from '#adapters/table/users';
import { takeAnalysisQuota } from '#core/analysis/quota';
import { monthKey, quotaUsed } from './support/analyses';
import { call, signIn } from './support/http';
import { latestMail } from './support/payments';
import { makeUser, sessionCookieFor, TEST_PASSWORD } from './support/users';

describe('the profile: GET and PATCH /api/profile', () => {
  it('saves the details on the user: they come back on a new sign-in', async () => {
    // Prepare
    const user = await makeUser();
    const cookie = await signIn(user.email, TEST_PASSWORD);

    // Act
    const saved = await call('/api/profile', {
      method: 'PATCH',
      cookie,
      body: {
        firstName: ' Ève ',
        lastName: 'Tremblay',
        phone: '+1 (514) 555-0199 poste 12',
        company: 'Ateliers Boréal',
        position: 'Conseillère SST',
      },
    });
    const again = await signIn(user.email, TEST_PASSWORD);
    const read = await call('/api/profile', { cookie: again });

    // Assess
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(read.json).toMatchObject({
      profile: {
        email: user.email,
        firstName: 'Ève',
        lastName: 'Tremblay',
        phone: '+1 (514) 555-0199 poste 12',
        company: 'Ateliers Boréal',
        position: 'Conseillère SST',
        language: 'fr',
      },
      subscription: { tier: 'conseiller_sst_pro', status: 'active' },
      twoFactor: { enabled: false, recoveryCodesLeft: 0 },
    });
  });

  it('changes only the fields given', async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    await call('/api/profile', { method: 'PATCH', cookie, body: { firstName: 'Ana', company: 'Acme' } });
    await call('/api/profile', { method: 'PATCH', cookie, body: { company: 'Beta' } });
    expect((await getUser(user.id))!).toMatchObject({ firstName: 'Ana', company: 'Beta' });
  });

  it('answers 400 with a code per field for a long name, a phone that is not one and an e-mail change', async () => {
    const cookie = await sessionCookieFor((await makeUser()).id);
    const answer = await call('/api/profile', {
      method: 'PATCH',
      cookie,
      body: { firstName: 'x'.repeat(81), phone: 'call me maybe', language: 'xx' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      code: 'validationFailed',
      fields: { firstName: 'tooLong', phone: 'invalidPhone', language: 'invalidLanguage' },
    });
    const email = await call('/api/profile', {
      method: 'PATCH',
      cookie,
      body: { email: 'other@test.local' },
    });
    expect(email.status).toBe(400);
  });

  it('counts this month’s analyses from the quota counters, for a plan without a monthly quota too', async () => {
    // Prepare: an adviser's plan has no monthly quota; its month is counted all the same.
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    await takeAnalysisQuota(user);
    const refunded = await takeAnalysisQuota(user);
    await refunded.giveBack();
    await takeAnalysisQuota(user);

    // Act
    const answer = await call('/api/profile', { cookie });

    // Assess
    expect(await quotaUsed(monthKey(user.id))).toBe(2);
    expect(answer.json).toMatchObject({
      usage: { analysesThisMonth: 2, pagesUsed: null, pagesLimit: null, seatsUsed: null, seatsTotal: null },
    });
  });

  it('keeps the preferred language, and the next security mail is written in it', async () => {
    // Prepare
    const user = await makeUser();
    const cookie = await signIn(user.email, TEST_PASSWORD);

    // Act
    const saved = await call('/api/profile', { method: 'PATCH', cookie, body: { language: 'de' } });
    const changed = await call('/api/change-password', {
      method: 'POST',
      cookie,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'neues-passwort-1' },
    });

    // Assess
    expect(saved.json).toMatchObject({ profile: { language: 'de' } });
    expect(changed.status).toBe(200);
    const mail = await latestMail(user.email);
    expect(mail.subject).toBe('Ihr Passwort wurde geändert — RisqueVision');
    expect(mail.body.text).toContain('/conseiller-sst/profil');
  });

  it('is signed-in only', async () => {
    expect((await call('/api/profile')).status).toBe(401);
    expect((await call('/api/profile', { method: 'PATCH', body: {} })).status).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { daysRemainingState } from '@/features/teams/days-remaining';
import { inviteForm } from '@/features/teams/invite-form';
import { invitationState } from '@/features/teams/invitation-state';
import { visitorProblem } from '@/features/teams/visitor-problem';
import { visitorCodeForm } from '@/features/teams/visitor-code-form';

describe('days remaining on the team overview', () => {
  it('is comfortable above 30 days, soon above 7, imminent from 7 down to 1', () => {
    expect(daysRemainingState(365)).toBe('comfortable');
    expect(daysRemainingState(31)).toBe('comfortable');
    expect(daysRemainingState(30)).toBe('soon');
    expect(daysRemainingState(8)).toBe('soon');
    expect(daysRemainingState(7)).toBe('imminent');
    expect(daysRemainingState(1)).toBe('imminent');
  });

  it('is expired at 0 or below, and unknown while the server has no end date', () => {
    expect(daysRemainingState(0)).toBe('expired');
    expect(daysRemainingState(-12)).toBe('expired');
    expect(daysRemainingState(null)).toBe('unknown');
  });
});

describe('the status shown for an invitation', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('keeps a pending invitation pending until its expiry, then calls it expired', () => {
    expect(invitationState({ status: 'pending', expiresAt: '2026-03-17T12:00:00Z' }, now)).toBe('pending');
    expect(invitationState({ status: 'pending', expiresAt: '2026-03-10T12:00:00Z' }, now)).toBe('expired');
    expect(invitationState({ status: 'pending', expiresAt: '2026-03-01T00:00:00Z' }, now)).toBe('expired');
  });

  it('leaves every other status as the server says', () => {
    for (const status of ['accepted', 'declined', 'cancelled', 'expired'] as const) {
      expect(invitationState({ status, expiresAt: '2030-01-01T00:00:00Z' }, now)).toBe(status);
    }
  });
});

describe('the visitor access form', () => {
  it('names the first empty field, spaces counting as empty', () => {
    expect(visitorProblem({ name: ' ', email: 'a@b.ca', code: 'ABCDEFGHJKMN' })).toBe('nameRequired');
    expect(visitorProblem({ name: 'Léa', email: '', code: '' })).toBe('emailRequired');
    expect(visitorProblem({ name: 'Léa', email: 'a@b.ca', code: '  ' })).toBe('codeRequired');
    expect(visitorProblem({ name: 'Léa', email: 'a@b.ca', code: 'ABCDEFGHJKMN' })).toBeNull();
  });
});

describe('the team forms (on the shared request schemas)', () => {
  it('asks to fill in every field of the invitation, and checks the address', () => {
    const empty = inviteForm.safeParse({ name: ' ', email: '', role: 'member' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual(['fillAllFields', 'fillAllFields']);
    const badAddress = inviteForm.safeParse({ name: 'Léa', email: 'lea@', role: 'admin' });
    expect(badAddress.error?.issues.map((issue) => issue.message)).toEqual(['invalidEmail']);
    expect(inviteForm.parse({ name: ' Léa Roy ', email: ' Lea@Exemple.CA ', role: 'admin' })).toEqual({
      name: 'Léa Roy',
      email: 'lea@exemple.ca',
      role: 'admin',
    });
  });

  it('never offers to invite a second owner', () => {
    expect(inviteForm.safeParse({ name: 'Léa', email: 'lea@exemple.ca', role: 'owner' }).success).toBe(false);
  });

  it('takes a visitor code validity of 1 to 30 days, typed as text in a number field', () => {
    expect(visitorCodeForm.parse({ email: 'v@exemple.ca', days: '14' })).toEqual({
      email: 'v@exemple.ca',
      days: 14,
    });
    expect(visitorCodeForm.safeParse({ email: 'v@exemple.ca', days: '0' }).success).toBe(false);
    expect(visitorCodeForm.safeParse({ email: 'v@exemple.ca', days: '31' }).success).toBe(false);
    expect(visitorCodeForm.safeParse({ email: '', days: '7' }).error?.issues[0]?.message).toBe(
      'fillAllFields',
    );
  });
});

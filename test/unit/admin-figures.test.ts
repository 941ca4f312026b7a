import { describe, expect, it } from 'vitest';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { contributionOf } from '#core/admin/stats/contribution';
import { figuresDeltaOf } from '#core/admin/stats/stream-changes';

const adviser = {
  type: 'user',
  role: 'user',
  tier: 'conseiller_sst_pro',
  subscriptionStatus: 'active',
  subscriptionId: 'sub_1',
  billing: 'monthly',
  lastAccessAt: '2026-11-20T10:00:00.000Z',
};

const record = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', old?: object, now?: object): DynamoDBRecord => ({
  eventName,
  dynamodb: {
    ...(old ? { OldImage: marshall(old) as never } : {}),
    ...(now ? { NewImage: marshall(now) as never } : {}),
  },
});

describe('what an account adds to the figures', () => {
  it('counts a monthly price twelve times and an annual price once as annual recurring revenue', () => {
    expect(contributionOf(adviser)!.arr).toEqual({ currency: 'CAD', cents: 8900 * 12 });
    expect(contributionOf({ ...adviser, tier: 'pack_entreprise_5', billing: 'annual' })!.arr).toEqual({
      currency: 'CAD',
      cents: 430900,
    });
    expect(contributionOf({ ...adviser, tier: 'professional' })!.arr?.currency).toBe('USD');
  });

  it('counts no revenue for a trial, a past-due or ended subscription, or a team seat', () => {
    for (const user of [
      { ...adviser, subscriptionStatus: 'trial' },
      { ...adviser, subscriptionStatus: 'past_due' },
      { ...adviser, subscriptionStatus: 'canceled' },
      { ...adviser, teamId: 't1', teamRole: 'member' },
    ])
      expect(contributionOf(user)!.arr).toBeNull();
  });

  it('leaves platform administrators (staff, not customers) out of every figure', () => {
    expect(contributionOf({ ...adviser, role: 'admin' })).toBeNull();
    const promoted = figuresDeltaOf([record('MODIFY', adviser, { ...adviser, role: 'admin' })]);
    expect(promoted).toMatchObject({ users: -1, tiers: { conseiller: -1 }, arr: { CAD: -106800 } });
  });

  it('buckets a team member as an enterprise seat, a never-subscribed sign-up as none', () => {
    expect(contributionOf({ ...adviser, teamId: 't1', teamRole: 'admin' })).toMatchObject({
      tier: 'enterprise',
      status: 'teamMember',
    });
    expect(contributionOf({ ...adviser, teamId: 't1', teamRole: 'owner' })!.status).toBe('active');
    expect(contributionOf({ ...adviser, subscriptionId: null, subscriptionStatus: 'expired' })).toMatchObject(
      { tier: 'none', status: 'inactive' },
    );
    expect(contributionOf({ ...adviser, tier: 'essential' })!.tier).toBe('international');
  });
});

describe('the figures a batch of table changes moves', () => {
  it('adds a new account and takes a deleted one away', () => {
    const delta = figuresDeltaOf([record('INSERT', undefined, adviser), record('REMOVE', adviser)]);
    expect(delta.users).toBe(0);
    expect(delta.arr.CAD).toBe(0);
    const added = figuresDeltaOf([record('INSERT', undefined, adviser)]);
    expect(added).toMatchObject({
      users: 1,
      tiers: { conseiller: 1 },
      statuses: { active: 1 },
      arr: { CAD: 106800 },
      lastSeen: { '2026-11-20': 1 },
    });
  });

  it('moves only what changed: a trial becoming active, a new day of activity', () => {
    const trial = { ...adviser, subscriptionStatus: 'trial' };
    const delta = figuresDeltaOf([
      record('MODIFY', trial, adviser),
      record('MODIFY', adviser, { ...adviser, lastAccessAt: '2026-11-21T08:00:00.000Z' }),
    ]);
    expect(delta.users).toBe(0);
    expect(delta.statuses).toEqual({ trial: -1, active: 1 });
    expect(delta.arr.CAD).toBe(106800);
    expect(delta.lastSeen).toEqual({ '2026-11-20': -1, '2026-11-21': 1 });
  });

  it('ignores a change of fields the figures do not use', () => {
    const delta = figuresDeltaOf([record('MODIFY', adviser, { ...adviser, firstName: 'Lise' })]);
    expect(delta).toMatchObject({ users: 0, tiers: {}, statuses: {}, arr: {}, lastSeen: {} });
  });

  it('counts analyses created and deleted for their author, not their progress', () => {
    const analysis = { type: 'analysis', userId: 'u1', status: 'queued' };
    const delta = figuresDeltaOf([
      record('INSERT', undefined, analysis),
      record('MODIFY', analysis, { ...analysis, status: 'done' }),
      record('INSERT', undefined, { ...analysis, userId: 'u2' }),
      record('REMOVE', { ...analysis, userId: 'u2' }),
    ]);
    expect(delta.analyses).toBe(1);
    expect(delta.analysesByUser).toEqual({ u1: 1, u2: 0 });
  });
});

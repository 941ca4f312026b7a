import { describe, expect, it } from 'vitest';
import { languageFromHeader } from '#shared/languages';
import { destinationAfterLogin, editionOfTier, grantsAccess, isEnterpriseTier } from '#shared/tiers';
import { daysLeft } from '#core/account/users';
import { loginDelayMs } from '#core/account/auth';

describe('destination after sign-in', () => {
  it.each([
    [{ tier: 'conseiller_sst_pro', sourceInterface: 'conseiller' }, '/conseiller-sst/app'],
    [{ tier: 'conseiller-sst', sourceInterface: null }, '/conseiller-sst/app'],
    [{ tier: 'pack_entreprise_10', sourceInterface: 'enterprise' }, '/dashboard'],
    // The international enterprise plan is no enterprise pack: no team dashboard.
    [{ tier: 'enterprise', sourceInterface: null }, '/'],
    [{ tier: 'enterprise', sourceInterface: 'international' }, '/international-sst/app'],
    [{ tier: 'professional', sourceInterface: 'international' }, '/international-sst/app'],
    [{ tier: 'essential', sourceInterface: null }, '/'],
  ])('%o goes to %s', (user, path) => {
    expect(destinationAfterLogin(user)).toBe(path);
  });

  it('opens the apps to active and trial subscriptions only', () => {
    expect(
      ['trial', 'active', 'past_due', 'canceled', 'expired'].map((s) => grantsAccess(s as never)),
    ).toEqual([true, true, false, false, false]);
    expect(isEnterpriseTier('pack_entreprise_20')).toBe(true);
    expect(isEnterpriseTier('professional')).toBe(false);
    expect(isEnterpriseTier('enterprise')).toBe(false);
    expect(['conseiller_sst_pro', 'pack_entreprise_5', 'essential', 'enterprise'].map(editionOfTier)).toEqual(
      ['canada', 'canada', 'international', 'international'],
    );
  });
});

describe('language of an Accept-Language header', () => {
  it.each([
    [undefined, 'fr'],
    ['en-CA,en;q=0.9,fr;q=0.8', 'en'],
    ['de-DE', 'de'],
    ['it-IT,ja;q=0.5', 'ja'],
    ['ko-KR', 'fr'],
    ['fr;q=0.2, pt-BR;q=0.9', 'pt'],
  ])('%s gives %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});

describe('small rules', () => {
  it('counts whole days left, never below zero', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(daysLeft('2026-11-29T12:00:00Z', now)).toBe(7);
    expect(daysLeft('2026-11-23T00:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-11-01T00:00:00Z', now)).toBe(0);
    expect(daysLeft(null, now)).toBeNull();
  });

  it('slows failed sign-ins only after the fifth, capped at two seconds', () => {
    expect([1, 5, 6, 11, 40].map(loginDelayMs)).toEqual([0, 0, 200, 1200, 2000]);
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '#shared/languages';
import { RISK_FAMILIES } from '#shared/knowledge/codes';
import type { EvalCase } from '../../eval/types';
import { ALL_CASES } from '../../eval/cases';

const KINDS: readonly EvalCase['kind'][] = ['named', 'indirect', 'negation', 'controlled', 'benign', 'mixed'];
const MIN_CASES_PER_LANGUAGE = 17;

describe('evaluation cases', () => {
  it('have unique ids made of their language and a two-digit number', () => {
    const ids = ALL_CASES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of ALL_CASES) expect(c.id).toMatch(new RegExp(`^${c.language}-\\d{2}$`));
  });

  it('name only known risk families, each once, never both expected and acceptable', () => {
    for (const c of ALL_CASES) {
      for (const family of [...c.expected, ...c.acceptable]) expect(RISK_FAMILIES, c.id).toContain(family);
      expect(new Set(c.expected).size, c.id).toBe(c.expected.length);
      expect(new Set(c.acceptable).size, c.id).toBe(c.acceptable.length);
      expect(
        c.expected.filter((family) => c.acceptable.includes(family)),
        c.id,
      ).toEqual([]);
    }
  });

  it('have a short text and a source', () => {
    for (const c of ALL_CASES) {
      expect(c.text.trim(), c.id).not.toBe('');
      expect(c.text.length, c.id).toBeLessThanOrEqual(400);
      expect(c.source.trim(), c.id).not.toBe('');
    }
  });

  it('expect nothing from benign texts and from hazards under control', () => {
    for (const c of ALL_CASES.filter((c) => c.kind === 'benign')) {
      expect([...c.expected, ...c.acceptable], c.id).toEqual([]);
    }
    for (const c of ALL_CASES.filter((c) => c.kind === 'controlled')) expect(c.expected, c.id).toEqual([]);
  });

  it('expect every risk family in at least one case', () => {
    const expected = new Set(ALL_CASES.flatMap((c) => c.expected));
    expect(RISK_FAMILIES.filter((family) => !expected.has(family))).toEqual([]);
  });
});

describe.each(LANGUAGE_CODES)('evaluation cases in %s', (language) => {
  const cases = ALL_CASES.filter((c) => c.language === language);

  it(`has at least ${MIN_CASES_PER_LANGUAGE} cases and every kind`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(MIN_CASES_PER_LANGUAGE);
    for (const kind of KINDS)
      expect(
        cases.map((c) => c.kind),
        kind,
      ).toContain(kind);
  });
});

// Warehouse notes pairing a forklift with an unguarded edge are required in these two languages.
describe.each(['zh', 'ja'])('evaluation cases in %s', (language) => {
  it('include an inspection note with a forklift and a fall', () => {
    const both = ALL_CASES.filter(
      (c) =>
        c.language === language && c.expected.includes('mobile_equipment') && c.expected.includes('falls'),
    );
    expect(both.length).toBeGreaterThan(0);
  });
});

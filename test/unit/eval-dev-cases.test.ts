import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '#shared/languages';
import { RISK_FAMILIES } from '#shared/knowledge/codes';
import type { EvalCase } from '../../eval/types';
import { DEV_CASES } from '../../eval/dev';

const KINDS: readonly EvalCase['kind'][] = ['named', 'indirect', 'negation', 'controlled', 'benign', 'mixed'];
const MIN_CASES_PER_LANGUAGE = 12;

describe('development cases', () => {
  it('have unique ids made of "dev", their language and a two-digit number', () => {
    const ids = DEV_CASES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of DEV_CASES) expect(c.id).toMatch(new RegExp(`^dev-${c.language}-\\d{2}$`));
  });

  it('name only known risk families, each once, never both expected and acceptable', () => {
    for (const c of DEV_CASES) {
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
    for (const c of DEV_CASES) {
      expect(c.text.trim(), c.id).not.toBe('');
      expect(c.text.length, c.id).toBeLessThanOrEqual(400);
      expect(c.source.trim(), c.id).not.toBe('');
    }
  });

  it('expect nothing from benign texts and from hazards under control', () => {
    for (const c of DEV_CASES.filter((c) => c.kind === 'benign')) {
      expect([...c.expected, ...c.acceptable], c.id).toEqual([]);
    }
    for (const c of DEV_CASES.filter((c) => c.kind === 'controlled')) expect(c.expected, c.id).toEqual([]);
  });

  it('expect every risk family in at least one case', () => {
    const expected = new Set(DEV_CASES.flatMap((c) => c.expected));
    expect(RISK_FAMILIES.filter((family) => !expected.has(family))).toEqual([]);
  });
});

describe.each(LANGUAGE_CODES)('development cases in %s', (language) => {
  const cases = DEV_CASES.filter((c) => c.language === language);

  it(`has at least ${MIN_CASES_PER_LANGUAGE} cases and every kind`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(MIN_CASES_PER_LANGUAGE);
    for (const kind of KINDS)
      expect(
        cases.map((c) => c.kind),
        kind,
      ).toContain(kind);
  });
});

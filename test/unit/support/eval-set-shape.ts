import { describe, expect, it } from 'vitest';
import { RISK_FAMILIES } from '#shared/knowledge/codes';
import { LANGUAGE_CODES } from '#shared/languages';
import type { EvalCase } from '../../../eval/types';

const KINDS: readonly EvalCase['kind'][] = ['named', 'indirect', 'negation', 'controlled', 'benign', 'mixed'];

/**
 * The checks every evaluation set passes (held-out and development): ids, families, texts, labels
 * of benign and controlled cases, coverage of the families, and enough cases of every kind per
 * language.
 */
export function describeEvalSet(
  name: string,
  cases: readonly EvalCase[],
  { idPrefix, minPerLanguage }: { idPrefix: string; minPerLanguage: number },
) {
  describe(name, () => {
    it(`have unique ids made of "${idPrefix}", their language and a two-digit number`, () => {
      const ids = cases.map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const c of cases) expect(c.id).toMatch(new RegExp(`^${idPrefix}${c.language}-\\d{2}$`));
    });

    it('name only known risk families, each once, never both expected and acceptable', () => {
      for (const c of cases) {
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
      for (const c of cases) {
        expect(c.text.trim(), c.id).not.toBe('');
        expect(c.text.length, c.id).toBeLessThanOrEqual(400);
        expect(c.source.trim(), c.id).not.toBe('');
      }
    });

    it('expect nothing from benign texts and from hazards under control', () => {
      for (const c of cases.filter((c) => c.kind === 'benign'))
        expect([...c.expected, ...c.acceptable], c.id).toEqual([]);
      for (const c of cases.filter((c) => c.kind === 'controlled')) expect(c.expected, c.id).toEqual([]);
    });

    it('expect every risk family in at least one case', () => {
      const expected = new Set(cases.flatMap((c) => c.expected));
      expect(RISK_FAMILIES.filter((family) => !expected.has(family))).toEqual([]);
    });
  });

  describe.each(LANGUAGE_CODES)(`${name} in %s`, (language) => {
    const inLanguage = cases.filter((c) => c.language === language);

    it(`has at least ${minPerLanguage} cases and every kind`, () => {
      expect(inLanguage.length).toBeGreaterThanOrEqual(minPerLanguage);
      for (const kind of KINDS)
        expect(
          inLanguage.map((c) => c.kind),
          kind,
        ).toContain(kind);
    });
  });
}

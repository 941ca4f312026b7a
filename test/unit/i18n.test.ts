import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/languages';
import { translationKeys, translations } from '../../web/i18n/resources';

const reference = translationKeys(translations.fr);

function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value as object, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('interface translations', () => {
  it('has a file for each of the seven languages', () => {
    expect(Object.keys(translations).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  for (const language of LANGUAGE_CODES) {
    it(`${language} has exactly the French keys, none empty, with the same placeholders`, () => {
      const tree = translations[language];
      expect(translationKeys(tree)).toEqual(reference);
      const french = new Map(leaves(translations.fr));
      for (const [key, text] of leaves(tree)) {
        expect(text.trim(), `${language}:${key}`).not.toBe('');
        expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(french.get(key)!));
      }
    });
  }

  it('translates rather than copies: English differs from French on most keys', () => {
    const fr = new Map(leaves(translations.fr));
    const same = leaves(translations.en).filter(([key, text]) => fr.get(key) === text);
    expect(same.length).toBeLessThan(reference.length / 5);
  });
});

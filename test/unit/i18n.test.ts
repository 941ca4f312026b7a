import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources, translationKeys } from '../../shared/i18n/resources';
import { LANGUAGE_CODES } from '../../shared/languages';

function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value as object, `${prefix}${key}.`),
  );
}

/** i18next's plural suffixes: `risks_one`, `risks_other`… are the forms of `risks`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const withoutPlural = (key: string) => key.replace(PLURAL, '');

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations (shared/i18n)', () => {
  it('has the seven languages, each with every namespace', () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const language of LANGUAGE_CODES) {
      expect(Object.keys(resources[language]).sort(), language).toEqual([...NAMESPACES].sort());
    }
  });

  for (const language of LANGUAGE_CODES) {
    it(`${language} has exactly the French keys (in its plural forms), none empty, with the same placeholders`, () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const namespace of NAMESPACES) {
        const tree = resources[language][namespace];
        const keys = translationKeys(tree);
        expect([...new Set(keys.map(withoutPlural))].sort(), `${language}/${namespace}`).toEqual(
          [...new Set(translationKeys(resources.fr[namespace]).map(withoutPlural))].sort(),
        );
        // A text that agrees with a number has every plural form of the language (`_zero` may be
        // added where 0 reads differently), or one form when its wording does not change.
        const forms = new Map<string, string[]>();
        for (const key of keys) {
          const form = PLURAL.exec(key)?.[1];
          if (form) forms.set(withoutPlural(key), [...(forms.get(withoutPlural(key)) ?? []), form]);
        }
        for (const [key, found] of forms) {
          expect(keys, `${language}:${namespace}:${key}`).not.toContain(key);
          expect(found.filter((form) => form !== 'zero').sort(), `${language}:${namespace}:${key}`).toEqual(
            [...categories].sort(),
          );
        }
        const french = new Map(
          leaves(resources.fr[namespace]).map(([key, text]) => [withoutPlural(key), text]),
        );
        for (const [key, text] of leaves(tree)) {
          expect(text.trim(), `${language}:${namespace}:${key}`).not.toBe('');
          expect(placeholders(text), `${language}:${namespace}:${key}`).toEqual(
            placeholders(french.get(withoutPlural(key))!),
          );
        }
      }
    });
  }

  it('uses one placeholder style: {{name}} only, never a single brace', () => {
    for (const language of LANGUAGE_CODES) {
      for (const namespace of NAMESPACES) {
        for (const [key, text] of leaves(resources[language][namespace])) {
          // `{hotkey}` is Radix's own placeholder in the toast region label, filled by Radix.
          const single = text.replace(/\{\{\s*\w+\s*\}\}/g, '').match(/\{\w+\}/g) ?? [];
          expect(
            single.filter((s) => s !== '{hotkey}'),
            `${language}:${namespace}:${key}`,
          ).toEqual([]);
        }
      }
    }
  });

  it('keeps every key in one namespace only, so a key needs no namespace prefix', () => {
    const owner = new Map<string, string>();
    for (const namespace of NAMESPACES) {
      for (const group of Object.keys(resources.fr[namespace])) {
        expect(owner.get(group), `${namespace}:${group}`).toBeUndefined();
        owner.set(group, namespace);
      }
    }
  });

  it('translates rather than copies: English differs from French on most keys', () => {
    const french = new Map(NAMESPACES.flatMap((ns) => leaves(resources.fr[ns], `${ns}:`)));
    const english = NAMESPACES.flatMap((ns) => leaves(resources.en[ns], `${ns}:`));
    const same = english.filter(([key, text]) => french.get(key) === text);
    expect(same.length).toBeLessThan(french.size / 5);
  });
});

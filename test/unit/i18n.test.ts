import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources, translationKeys } from '../../shared/i18n/resources';
import { LANGUAGE_CODES } from '../../shared/languages';

function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value as object, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations (shared/i18n)', () => {
  it('has the seven languages, each with every namespace', () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const language of LANGUAGE_CODES) {
      expect(Object.keys(resources[language]).sort(), language).toEqual([...NAMESPACES].sort());
    }
  });

  for (const language of LANGUAGE_CODES) {
    it(`${language} has exactly the French keys, none empty, with the same placeholders`, () => {
      for (const namespace of NAMESPACES) {
        const tree = resources[language][namespace];
        expect(translationKeys(tree), `${language}/${namespace}`).toEqual(
          translationKeys(resources.fr[namespace]),
        );
        const french = new Map(leaves(resources.fr[namespace]));
        for (const [key, text] of leaves(tree)) {
          expect(text.trim(), `${language}:${namespace}:${key}`).not.toBe('');
          expect(placeholders(text), `${language}:${namespace}:${key}`).toEqual(
            placeholders(french.get(key)!),
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

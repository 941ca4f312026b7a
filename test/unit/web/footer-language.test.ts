import { describe, expect, it } from 'vitest';
import { resources, translationKeys } from '#shared/i18n/resources';
import { LANGUAGE_CODES } from '#shared/languages';

/** The value at a dotted key of a namespace tree. */
function valueAt(tree: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
}

describe('the site header and footer in every language', () => {
  it('are translated, never the English text (brand and placeholders aside)', () => {
    const english = resources.en.common.site;
    for (const language of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      const site = resources[language].common.site;
      for (const key of translationKeys(english)) {
        const text = String(valueAt(site, key));
        const englishText = String(valueAt(english, key));
        // One word may be the same in a Latin language ("International"); a sentence may not, nor any text in Chinese or Japanese.
        const cognate = !['zh', 'ja'].includes(language) && !/\s/.test(englishText.trim());
        const withoutBrand = text.replace(/RisqueVision|\{\{\w+\}\}|[©\s.]/g, '');
        if (withoutBrand && !cognate) expect(text, `${language}: site.${key}`).not.toBe(englishText);
      }
    }
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resources, translationKeys } from '#shared/i18n/resources';
import type { Language } from '#shared/languages';

/** The value at a dotted key of a namespace tree. */
function valueAt(tree: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
}

/** The footer's translated texts in a language, by key: its own (common.site) and the international landing's laws. */
function footerTexts(language: Language): Map<string, string> {
  const site = resources[language].common.site;
  const frameworks = resources[language].marketing.international.frameworks;
  return new Map([
    ...translationKeys(resources.en.common.site).map(
      (key) => [`site.${key}`, String(valueAt(site, key))] as const,
    ),
    ...Object.entries(frameworks).map(([country, text]) => [`frameworks.${country}`, text] as const),
  ]);
}

/** Text with the brand, placeholders, acronyms and bracketed original names taken out: what must be translated. */
const translatable = (text: string) =>
  text.replace(/[（(][^）)]*[）)]/g, '').replace(/RisqueVision|\{\{\w+\}\}|\b[A-Z][A-Z-]+\b|[©\s.,\d/]/g, '');

/** The footer of the public pages and what the landings put in it. */
const FOOTER_COMPONENTS = [
  'web/components/ui/SiteFooter.tsx',
  'web/components/ui/LegalNotice.tsx',
  'web/features/marketing/components/RegulatorList.tsx',
  'web/features/marketing/components/RegulatoryFrameworks.tsx',
];

describe('the site footer in every language', () => {
  it('has ja, zh, es, de and pt texts of their own, never the English one', () => {
    const english = footerTexts('en');
    for (const language of ['ja', 'zh', 'es', 'de', 'pt'] as const) {
      for (const [key, text] of footerTexts(language)) {
        const englishText = english.get(key)!;
        // One word may be the same in a Latin language ("International"); a phrase may not, nor any Chinese or Japanese text.
        const cognate = !['zh', 'ja'].includes(language) && !/\s/.test(englishText.trim());
        if (translatable(text) && !cognate) expect(text, `${language}: ${key}`).not.toBe(englishText);
      }
    }
  });

  it('has no English words in Japanese or Chinese outside brackets (brand and acronyms aside)', () => {
    for (const language of ['ja', 'zh'] as const)
      for (const [key, text] of footerTexts(language))
        expect(translatable(text).match(/[A-Za-z]{2,}/g), `${language}: ${key}`).toBeNull();
  });

  it('takes every text of its components from the translations: none is written in the code', () => {
    for (const file of FOOTER_COMPONENTS) {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '')
        .replace(/^import .*$/gm, '');
      // Text between tags, or a quoted phrase that starts like a sentence or a title ("All rights", "Health and Safety").
      expect(code.match(/(?<!=)>[^<>{}]*\p{L}[^<>{}]*</gu), file).toBeNull();
      expect(code.match(/['"`][^'"`]*\b[A-Z][a-z]+ [A-Za-z]+[^'"`]*['"`]/g), file).toBeNull();
    }
  });
});

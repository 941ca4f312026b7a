import { describe, expect, it } from 'vitest';
import { formatArticles } from '#shared/knowledge/articles';

describe('article references in the report language', () => {
  it('writes Quebec and Canadian references in French citation style', () => {
    expect(formatArticles('ss. 33.1-33.3', 'fr')).toBe('art. 33.1-33.3');
    expect(formatArticles('s. 312.106', 'fr')).toBe('art. 312.106');
    expect(formatArticles('Part 12, s. 185', 'fr')).toBe('partie 12, art. 185');
    expect(formatArticles('Part 29, ss. 394.1 ff.', 'fr')).toBe('partie 29, art. 394.1 et suiv.');
    expect(
      formatArticles(
        'ss. 172 ff., 175, 182-183 (numbering before O.C. 1112-2023); s. 181 (after O.C. 1112-2023)',
        'fr',
      ),
    ).toBe(
      'art. 172 et suiv., 175, 182-183 (numérotation antérieure au décret 1112-2023); art. 181 (après le décret 1112-2023)',
    );
    expect(formatArticles('Part 7, ss. 7.1-7.9 (s. 7.2: 85 dBA)', 'fr')).toBe(
      'partie 7, art. 7.1-7.9 (art. 7.2: 85 dBA)',
    );
  });

  it('uses the style of Spanish, Portuguese and German', () => {
    expect(formatArticles('Part 5, ss. 44-58', 'es')).toBe('parte 5, arts. 44-58');
    expect(formatArticles('s. 2.14; ss. 3.14, 14.36', 'pt')).toBe('art. 2.14; arts. 3.14, 14.36');
    expect(formatArticles('Part XII, ss. 12.01-12.21', 'de')).toBe('Teil XII, §§ 12.01-12.21');
    expect(formatArticles('ss. 188.1-188.13 (before O.C. 1112-2023)', 'es')).toBe(
      'arts. 188.1-188.13 (antes del Decreto 1112-2023)',
    );
  });

  it('keeps English, Chinese and Japanese references, and US sections, exactly as written', () => {
    for (const language of ['en', 'zh', 'ja'] as const) {
      expect(formatArticles('Part 12, s. 185', language)).toBe('Part 12, s. 185');
    }
    expect(formatArticles('§ 1910.147', 'fr')).toBe('§ 1910.147');
  });
});

import { build } from 'esbuild';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/languages';
import { i18next, loadTranslation, startI18n } from '../../web/i18n/load-languages';
import { translations } from '../../web/i18n/resources';

describe('lazy-loaded interface languages', () => {
  it('loads each language tree on demand, French from the bundle', async () => {
    for (const language of LANGUAGE_CODES) {
      expect(await loadTranslation(language), language).toEqual(translations[language]);
    }
  });

  it('starts in the initial language and loads a new language before switching to it', async () => {
    // Prepare
    const onChange = vi.fn();

    // Act
    await startI18n('de', onChange);

    // Assess: German is ready at once, no other language was fetched, nothing reported yet.
    expect(i18next.language).toBe('de');
    expect(i18next.t('common.language')).toBe(translations.de.common.language);
    expect(i18next.hasResourceBundle('ja', 'translation')).toBe(false);
    expect(onChange).not.toHaveBeenCalled();

    // Act: switch; while the chunk loads the old language stays (no raw keys).
    const switching = i18next.changeLanguage('ja');
    expect(i18next.language).toBe('de');
    expect(i18next.t('common.language')).toBe(translations.de.common.language);
    await switching;

    // Assess
    expect(i18next.language).toBe('ja');
    expect(i18next.t('common.language')).toBe(translations.ja.common.language);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('ja');
  });

  it('keeps every language but French out of the chunk that loads the i18n module', async () => {
    // Prepare / Act: bundle the app's i18n entry with code splitting, as the web build does.
    const result = await build({
      entryPoints: ['web/i18n/index.ts'],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: 'i18n-split-check',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const outputs = Object.values(result.metafile.outputs);
    const entry = outputs.find((output) => output.entryPoint === 'web/i18n/index.ts');
    const entryInputs = Object.keys(entry?.inputs ?? {});

    // Assess
    expect(entryInputs).toContain('web/i18n/fr.ts');
    expect(entryInputs).not.toContain('web/i18n/resources.ts');
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'fr')) {
      expect(entryInputs, language).not.toContain(`web/i18n/${language}.ts`);
      const chunk = outputs.find((output) => Object.keys(output.inputs).includes(`web/i18n/${language}.ts`));
      expect(chunk, language).toBeDefined();
    }
  });
});

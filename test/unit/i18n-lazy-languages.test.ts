import { build } from 'esbuild';
import { describe, expect, it, vi } from 'vitest';
import { WEB_NAMESPACES, resources } from '../../shared/i18n/resources';
import { LANGUAGE_CODES } from '../../shared/languages';
import { lazyFrench } from '../../web/i18n/french';
import { i18next, loadNamespaces, loadTexts, startI18n } from '../../web/i18n/load-languages';

describe('lazy-loaded interface languages', () => {
  it('loads each namespace of each language on demand, French from the bundle', async () => {
    for (const language of LANGUAGE_CODES) {
      for (const namespace of WEB_NAMESPACES) {
        expect(await loadTexts(language, namespace), `${language}/${namespace}`).toEqual(
          resources[language][namespace],
        );
      }
    }
  });

  it('starts in the initial language and loads a new language before switching to it', async () => {
    // Prepare
    const onChange = vi.fn();

    // Act
    await startI18n('de', onChange);

    // Assess: German common texts are ready at once, no other language was fetched, nothing reported yet.
    expect(i18next.language).toBe('de');
    expect(i18next.t('common.language')).toBe(resources.de.common.common.language);
    expect(i18next.hasResourceBundle('ja', 'common')).toBe(false);
    expect(i18next.hasResourceBundle('de', 'results')).toBe(false);
    expect(onChange).not.toHaveBeenCalled();

    // Act: a route loads its namespace; its keys need no prefix.
    await loadNamespaces(['results']);
    expect(i18next.t('report.pageTitle')).toBe(resources.de.results.report.pageTitle);

    // Act: switch; while the chunks load the old language stays (no raw keys).
    const switching = i18next.changeLanguage('ja');
    expect(i18next.language).toBe('de');
    expect(i18next.t('common.language')).toBe(resources.de.common.common.language);
    await switching;

    // Assess: every namespace loaded so far switched with the language.
    expect(i18next.language).toBe('ja');
    expect(i18next.t('common.language')).toBe(resources.ja.common.common.language);
    expect(i18next.t('report.pageTitle')).toBe(resources.ja.results.report.pageTitle);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('ja');
  });

  it('keeps every language but French (bar its few lazy namespaces) out of the chunk that loads the i18n module, one chunk per namespace', async () => {
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
    expect(entryInputs).not.toContain('shared/i18n/resources.ts');
    const lazy: readonly string[] = Object.keys(lazyFrench);
    expect(lazy).toEqual(expect.arrayContaining(['assistant', 'profile', 'regulatory']));
    for (const namespace of WEB_NAMESPACES) {
      const bundled = !lazy.includes(namespace);
      if (bundled) expect(entryInputs, namespace).toContain(`shared/i18n/${namespace}/fr.ts`);
      for (const language of LANGUAGE_CODES.filter((code) => code !== 'fr' || !bundled)) {
        const file = `shared/i18n/${namespace}/${language}.ts`;
        expect(entryInputs, file).not.toContain(file);
        const chunk = outputs.find((output) => Object.keys(output.inputs).includes(file));
        expect(chunk, file).toBeDefined();
        expect(Object.keys(chunk!.inputs), file).toEqual([file]);
      }
    }
  });
});

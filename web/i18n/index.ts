import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEYS, isLanguage, type Language } from '#shared/languages';
import { i18next, startI18n } from './load-languages';

function storedLanguage(): Language {
  try {
    for (const key of LANGUAGE_STORAGE_KEYS) {
      const value = window.localStorage.getItem(key);
      if (isLanguage(value)) return value;
    }
  } catch {
    // Storage can be blocked (private mode, strict settings): fall back to the default.
  }
  return DEFAULT_LANGUAGE;
}

function persistLanguage(language: Language): void {
  try {
    for (const key of LANGUAGE_STORAGE_KEYS) window.localStorage.setItem(key, language);
  } catch {
    // Not persisted: the choice still applies to this page.
  }
}

let ready: Promise<void> | undefined;

/**
 * Starts i18next in the stored language; resolves once its texts are loaded (it may be a
 * separate chunk), so the app renders after it. Only a real change of language is persisted.
 */
export function initI18n(): Promise<void> {
  ready ??= (async () => {
    const initial = storedLanguage();
    await startI18n(initial, (language) => {
      document.documentElement.lang = language;
      persistLanguage(language);
    });
    document.documentElement.lang = initial;
  })();
  return ready;
}

/** The language to send in `Accept-Language` and to format with. */
export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export { loadNamespaces } from './load-languages';
export { i18next as i18n };

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEYS,
  isLanguage,
  type Language,
} from '../../shared/languages';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from './resources';

export { NAMESPACES, translationKeys, translations, type Translation } from './resources';

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

function persistLanguage(language: string): void {
  try {
    for (const key of LANGUAGE_STORAGE_KEYS) window.localStorage.setItem(key, language);
  } catch {
    // Not persisted: the choice still applies to this page.
  }
}

const initial = storedLanguage();

void i18next.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGE_CODES,
  ns: [...NAMESPACES],
  defaultNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

document.documentElement.lang = initial;

// Registered after init, so only a real change of language is persisted.
i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  if (isLanguage(language)) persistLanguage(language);
});

/** The language to send in `Accept-Language` and to format with. */
export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export { i18next as i18n };

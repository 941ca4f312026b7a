import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguage, type Language } from '../../shared/languages';
import fr, { type Translation } from './fr';

/*
 * Kept free of browser globals (storage, document: see ./index.ts), so Node tests can start it.
 */

/** The one i18next namespace; keys are nested inside it (`login.title`). */
const NAMESPACE = 'translation';

/**
 * French is bundled: it is the default and the fallback, so text still shows if a language
 * download fails. Every other language is its own chunk, fetched only when it is used.
 * (Never import `./resources` from app code: it holds all seven trees, for the key-parity test.)
 */
const loaders: Record<Exclude<Language, 'fr'>, () => Promise<{ default: Translation }>> = {
  en: () => import('./en'),
  es: () => import('./es'),
  de: () => import('./de'),
  pt: () => import('./pt'),
  zh: () => import('./zh'),
  ja: () => import('./ja'),
};

/** The texts of one interface language; French resolves at once, the others load their chunk. */
export async function loadTranslation(language: Language): Promise<Translation> {
  if (language === 'fr') return fr;
  return (await loaders[language]()).default;
}

/**
 * Starts i18next in `initial` and resolves once its texts are loaded: render after it, so no
 * raw key ever shows. A later `changeLanguage` loads the new language first and only then
 * switches (i18next keeps the current one meanwhile); `onChange` hears each switch.
 */
export async function startI18n(initial: Language, onChange: (language: Language) => void): Promise<void> {
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend((language: string) => (isLanguage(language) ? loadTranslation(language) : null)))
    .init({
      resources: { [DEFAULT_LANGUAGE]: { [NAMESPACE]: fr } },
      // The bundled French counts as loaded; other languages come from the backend above.
      partialBundledLanguages: true,
      lng: initial,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGE_CODES,
      ns: [NAMESPACE],
      defaultNS: NAMESPACE,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  // Registered after init, so only a real change of language is reported.
  i18next.on('languageChanged', (language) => {
    if (isLanguage(language)) onChange(language);
  });
}

export { i18next };

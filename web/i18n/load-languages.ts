import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_NAMESPACES } from '#shared/i18n/namespaces';
import type { WebNamespace, WebTexts } from '#shared/i18n/resources';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguage, type Language } from '#shared/languages';
import { french, lazyFrench, type LazyFrenchNamespace } from './french';
import { loaders } from './loaders';

/*
 * Kept free of browser globals (storage, document: see ./index.ts), so Node tests can start it.
 */

/** The namespace every screen uses (layout, forms); the others come with their route. */
const DEFAULT_NAMESPACE = 'common';

/** Loaded at start: every screen may show an API error (its text by error code). */
const START_NAMESPACES: WebNamespace[] = [DEFAULT_NAMESPACE, 'errors'];

function isLazyFrench(namespace: WebNamespace): namespace is LazyFrenchNamespace {
  return namespace in lazyFrench;
}

function isWebNamespace(namespace: string): namespace is WebNamespace {
  return namespace in french || namespace in lazyFrench;
}

/**
 * French is bundled (but for the few namespaces of ./french.ts's lazyFrench): it is the default
 * and the fallback, so text still shows if a download fails. Every other language is one chunk
 * per namespace, fetched only when it is used.
 * (Never import `shared/i18n/resources` from app code: it holds all seven languages.)
 */
export async function loadTexts<N extends WebNamespace>(
  language: Language,
  namespace: N,
): Promise<WebTexts[N]> {
  if (language !== 'fr') return (await loaders[namespace][language]()).default;
  if (isLazyFrench(namespace)) return (await lazyFrench[namespace]()).default as WebTexts[N];
  return french[namespace as Exclude<N, LazyFrenchNamespace>] as WebTexts[N];
}

/** Resolves once i18next is started: a route may ask for its namespaces before (the router starts at import). */
let markStarted: () => void = () => {};
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/**
 * Starts i18next in `initial` and resolves once its common texts are loaded: render after it,
 * so no raw key ever shows. A later `changeLanguage` loads the new language (every namespace
 * loaded so far) first and only then switches; `onChange` hears each switch.
 */
export async function startI18n(initial: Language, onChange: (language: Language) => void): Promise<void> {
  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend((language: string, namespace: string) =>
        isLanguage(language) && isWebNamespace(namespace) ? loadTexts(language, namespace) : null,
      ),
    )
    .init({
      resources: { [DEFAULT_LANGUAGE]: french },
      // The bundled French counts as loaded; other languages come from the backend above.
      partialBundledLanguages: true,
      lng: initial,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGE_CODES,
      ns: START_NAMESPACES,
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: [...FALLBACK_NAMESPACES],
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  markStarted();
  // Registered after init, so only a real change of language is reported.
  i18next.on('languageChanged', (language) => {
    if (isLanguage(language)) onChange(language);
  });
}

/**
 * Loads a route's namespaces in the current language (a no-op for French and for loaded ones)
 * and keeps them for every later language. Waits for i18next to start, or they would be lost.
 */
export async function loadNamespaces(namespaces: readonly WebNamespace[]): Promise<void> {
  await started;
  await i18next.loadNamespaces([...namespaces]);
}

export { i18next };

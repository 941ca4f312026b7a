import i18next, { type TFunction } from 'i18next';
import { FALLBACK_NAMESPACES } from '#shared/i18n/namespaces';
import { NAMESPACES, resources } from '#shared/i18n/resources';
import type { Language } from '#shared/languages';

/** The web's translations as the app reads them (keys without their namespace), in one language. */
export function translator(language: Language): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { [language]: resources[language] },
    lng: language,
    ns: NAMESPACES,
    defaultNS: 'common',
    fallbackNS: [...FALLBACK_NAMESPACES],
    initAsync: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance.t;
}

import i18next, { type TFunction } from 'i18next';
import type { Language } from '../languages';
import analyzer from './analyzer';
import errors from './errors';
import levels from './levels';
import mail from './mail';
import payment from './payment';
import plans from './plans';
import recommendations from './recommendations';

/*
 * The functions' one i18next instance: the namespaces the server writes (error messages,
 * level labels, plan names, account e-mails, the analyzers' sentences and general recommendations;
 * the local payment pages of the local stack), bundled with the code, so it is ready as soon as it is imported.
 * The web app has its own instance (web/i18n), reading the same shared/i18n files.
 */

const serverNamespaces = { errors, levels, plans, mail, payment, analyzer, recommendations };

/** The namespaces the functions read. */
export type ServerNamespace = keyof typeof serverNamespaces;

const LANGUAGES: Language[] = ['fr', 'en', 'es', 'de', 'pt', 'zh', 'ja'];

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(Object.entries(serverNamespaces).map(([ns, texts]) => [ns, texts[language]])),
    ]),
  ),
  // Resources are in memory: init completes synchronously, before the first request.
  initAsync: false,
  fallbackLng: 'fr',
  ns: Object.keys(serverNamespaces),
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

/** A `t` bound to one language and one namespace (i18next `getFixedT`). */
export function fixedT<N extends ServerNamespace>(language: Language, namespace: N): TFunction<N> {
  return instance.getFixedT(language, namespace);
}

/** The label of a risk level in `language`: the same word on screen, in the analysis and in the PDF. */
export function riskLevelLabel(language: Language, level: 'critical' | 'high' | 'medium' | 'low'): string {
  return fixedT(language, 'levels')(`risk.${level}`);
}

import i18next, { type TFunction } from 'i18next';
import type { Language } from '../languages';
import type analyzer from './analyzer';
import levels from './levels';
import type mail from './mail';
import type payment from './payment';
import type plans from './plans';
import type recommendations from './recommendations';
import type reports from './reports';

/*
 * The functions' one i18next instance, over the namespaces the server writes (level labels, plan
 * names, account e-mails, the analyzers' sentences and general recommendations, the PDF report's
 * texts; the local payment pages of the local stack). Level labels are always loaded; every other
 * namespace is added by the module that writes with it (`serverTexts`), so a function bundles, and
 * parses at cold start, only the texts it uses. Error messages are read without it, one language
 * at a time (shared/errors.ts).
 * The web app has its own instance (web/i18n), reading the same shared/i18n files.
 */

interface ServerTexts {
  levels: typeof levels;
  plans: typeof plans;
  mail: typeof mail;
  payment: typeof payment;
  analyzer: typeof analyzer;
  recommendations: typeof recommendations;
  reports: typeof reports;
}

/** The namespaces the functions read. */
export type ServerNamespace = keyof ServerTexts;

const LANGUAGES: Language[] = ['fr', 'en', 'es', 'de', 'pt', 'zh', 'ja'];

const texts: Partial<ServerTexts> = { levels };
let instance: ReturnType<typeof i18next.createInstance> | undefined;

/**
 * The instance is made on the first sentence written, not at import: most requests write none,
 * and initialising i18next over seven languages was about 5 ms of every cold start.
 */
function i18n(): ReturnType<typeof i18next.createInstance> {
  if (instance) return instance;
  const namespaces = Object.keys(texts) as ServerNamespace[];
  instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        Object.fromEntries(namespaces.map((namespace) => [namespace, texts[namespace]![language]])),
      ]),
    ),
    // Resources are in memory: init completes synchronously.
    initAsync: false,
    fallbackLng: 'fr',
    ns: namespaces,
    defaultNS: 'levels',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance;
}

/**
 * Adds a namespace's texts (once) and returns its name: a module that writes with it says so
 * where it is imported, `const MAIL = serverTexts('mail', mail)`.
 */
export function serverTexts<N extends ServerNamespace>(namespace: N, namespaceTexts: ServerTexts[N]): N {
  if (!texts[namespace]) {
    texts[namespace] = namespaceTexts;
    for (const language of LANGUAGES)
      instance?.addResourceBundle(language, namespace, namespaceTexts[language]);
  }
  return namespace;
}

/** i18next's own options: they steer the lookup and are never text to put into a sentence. */
const I18NEXT_OPTIONS = new Set([
  'context',
  'defaultValue',
  'lng',
  'lngs',
  'ns',
  'keySeparator',
  'nsSeparator',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'fallbackLng',
  'ordinal',
]);
const HOLE = /\uE000(\d+)\uE001/g;

/**
 * Text values (a work area, a name, a file name: often typed by a user) go into the sentence
 * after i18next has filled it: i18next reads a "{{…}}" inside an inserted value as one of its
 * own placeholders, so "{{sender}}" typed as a work area would take the sender's name.
 */
function withLiteralValues<N extends ServerNamespace>(t: TFunction<N>): TFunction<N> {
  const literal = (key: string, options?: Record<string, unknown>) => {
    if (!options) return t(key as never);
    const values: string[] = [];
    const held = Object.fromEntries(
      Object.entries(options).map(([name, value]) =>
        typeof value === 'string' && !I18NEXT_OPTIONS.has(name)
          ? [name, `\uE000${values.push(value) - 1}\uE001`]
          : [name, value],
      ),
    );
    const text: unknown = t(key as never, held as never);
    return typeof text === 'string' ? text.replace(HOLE, (_, index: string) => values[Number(index)]!) : text;
  };
  return literal as unknown as TFunction<N>;
}

/** A `t` bound to one language and one namespace (i18next `getFixedT`). */
export function fixedT<N extends ServerNamespace>(language: Language, namespace: N): TFunction<N> {
  // A missing namespace would print keys instead of sentences: fail where the mistake is.
  if (!texts[namespace]) throw new Error(`Texts "${namespace}" not loaded: call serverTexts first`);
  return withLiteralValues(i18n().getFixedT(language, namespace));
}

/** The label of a risk level in `language`: the same word on screen, in the analysis and in the PDF. */
export function riskLevelLabel(language: Language, level: 'critical' | 'high' | 'medium' | 'low'): string {
  return fixedT(language, 'levels')(`risk.${level}`);
}

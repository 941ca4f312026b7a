import i18next, { type TFunction } from 'i18next';
import type { Language } from '../languages';
import analyzer from './analyzer';
import errors from './errors';
import levels from './levels';
import mail from './mail';
import payment from './payment';
import plans from './plans';
import recommendations from './recommendations';
import reports from './reports';

/*
 * The functions' one i18next instance: the namespaces the server writes (error messages,
 * level labels, plan names, account e-mails, the analyzers' sentences and general recommendations, the PDF report's texts;
 * the local payment pages of the local stack), bundled with the code, so it is ready as soon as it is imported.
 * The web app has its own instance (web/i18n), reading the same shared/i18n files.
 */

const serverNamespaces = { errors, levels, plans, mail, payment, analyzer, recommendations, reports };

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
  return withLiteralValues(instance.getFixedT(language, namespace));
}

/** The label of a risk level in `language`: the same word on screen, in the analysis and in the PDF. */
export function riskLevelLabel(language: Language, level: 'critical' | 'high' | 'medium' | 'low'): string {
  return fixedT(language, 'levels')(`risk.${level}`);
}

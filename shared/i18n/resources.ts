import type { Language } from '../languages';
import account from './account';
import admin from './admin';
import analyzer from './analyzer';
import analysis from './analysis';
import assistant from './assistant';
import auth from './auth';
import checkout from './checkout';
import common from './common';
import dashboard from './dashboard';
import errors from './errors';
import history from './history';
import profile from './profile';
import regulatory from './regulatory';
import workbench from './workbench';
import levels from './levels';
import mail from './mail';
import marketing from './marketing';
import payment from './payment';
import plans from './plans';
import recommendations from './recommendations';
import reports from './reports';
import results from './results';
import teams from './teams';

/*
 * Every translated string of the product, by namespace (`shared/i18n/<namespace>/<lang>.ts`),
 * in one placeholder style (i18next's `{{name}}`), for the tests and the key types. The
 * functions read their namespaces through shared/i18n/server.ts; the web app imports only
 * types from here: it loads French and then one namespace of one language at a time
 * (web/i18n/load-languages.ts).
 */

const byNamespace = {
  common,
  errors,
  levels,
  plans,
  auth,
  account,
  checkout,
  marketing,
  analysis,
  results,
  history,
  workbench,
  profile,
  dashboard,
  teams,
  regulatory,
  assistant,
  admin,
  reports,
  payment,
  mail,
  analyzer,
  recommendations,
};

export type Namespace = keyof typeof byNamespace;

/**
 * Namespaces only the server side reads through i18next (PDF report, account e-mails, local payment
 * pages, the analyzers' sentences, the general recommendations).
 */
export const SERVER_ONLY_NAMESPACES = ['reports', 'mail', 'payment', 'analyzer', 'recommendations'] as const;
export type ServerOnlyNamespace = (typeof SERVER_ONLY_NAMESPACES)[number];

/** The namespaces of the web app. */
export type WebNamespace = Exclude<Namespace, ServerOnlyNamespace>;

/** Every namespace; `common` first (the default namespace). */
export const NAMESPACES = Object.keys(byNamespace) as Namespace[];

/** The web app's namespaces. */
export const WEB_NAMESPACES = NAMESPACES.filter(
  (ns): ns is WebNamespace => !(SERVER_ONLY_NAMESPACES as readonly string[]).includes(ns),
);

/** One language's texts, namespace by namespace; French is the reference for the keys. */
export type Texts = { [N in Namespace]: (typeof byNamespace)[N]['fr'] };

/** The texts of the web app's namespaces. */
export type WebTexts = Pick<Texts, WebNamespace>;

function textsOf(language: Language): Texts {
  return Object.fromEntries(NAMESPACES.map((ns) => [ns, byNamespace[ns][language]])) as Texts;
}

/** Every language with all its namespaces, as i18next `resources`. */
export const resources: Record<Language, Texts> = {
  fr: textsOf('fr'),
  en: textsOf('en'),
  es: textsOf('es'),
  de: textsOf('de'),
  pt: textsOf('pt'),
  zh: textsOf('zh'),
  ja: textsOf('ja'),
};

/** Flattens a translation tree to sorted dotted keys (`login.title`), for the key tests. */
export function translationKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : translationKeys(value as object, `${prefix}${key}.`),
    )
    .sort();
}

import 'i18next';
import type { FallbackNamespaces } from './namespaces';
import type { Texts } from './resources';

/** Typed keys for every `t` of the web app and the functions (the French texts are the reference). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: FallbackNamespaces;
    resources: Texts;
  }
}

import 'i18next';
import type { Texts } from './resources';

/** Typed keys for every `t` of the web app and the functions (the French texts are the reference). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: [
      'errors',
      'levels',
      'plans',
      'auth',
      'account',
      'checkout',
      'marketing',
      'analysis',
      'results',
    ];
    resources: Texts;
  }
}

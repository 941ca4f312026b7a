import 'i18next';
import type { Texts } from '#shared/i18n/resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: ['levels', 'plans', 'auth', 'account', 'checkout', 'marketing', 'analysis', 'results'];
    resources: Texts;
  }
}

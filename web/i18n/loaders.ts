import type { Language } from '#shared/languages';
import type { WebNamespace, WebTexts } from '#shared/i18n/resources';

/*
 * One chunk per namespace and language, fetched only when it is used (a route loads its
 * namespaces before it shows). French is not here: it is bundled (./load-languages.ts).
 */

type Loader<N extends WebNamespace> = () => Promise<{ default: WebTexts[N] }>;

export type LazyLanguage = Exclude<Language, 'fr'>;

export const loaders: { [N in WebNamespace]: Record<LazyLanguage, Loader<N>> } = {
  common: {
    en: () => import('#shared/i18n/common/en'),
    es: () => import('#shared/i18n/common/es'),
    de: () => import('#shared/i18n/common/de'),
    pt: () => import('#shared/i18n/common/pt'),
    zh: () => import('#shared/i18n/common/zh'),
    ja: () => import('#shared/i18n/common/ja'),
  },
  errors: {
    en: () => import('#shared/i18n/errors/en'),
    es: () => import('#shared/i18n/errors/es'),
    de: () => import('#shared/i18n/errors/de'),
    pt: () => import('#shared/i18n/errors/pt'),
    zh: () => import('#shared/i18n/errors/zh'),
    ja: () => import('#shared/i18n/errors/ja'),
  },
  levels: {
    en: () => import('#shared/i18n/levels/en'),
    es: () => import('#shared/i18n/levels/es'),
    de: () => import('#shared/i18n/levels/de'),
    pt: () => import('#shared/i18n/levels/pt'),
    zh: () => import('#shared/i18n/levels/zh'),
    ja: () => import('#shared/i18n/levels/ja'),
  },
  plans: {
    en: () => import('#shared/i18n/plans/en'),
    es: () => import('#shared/i18n/plans/es'),
    de: () => import('#shared/i18n/plans/de'),
    pt: () => import('#shared/i18n/plans/pt'),
    zh: () => import('#shared/i18n/plans/zh'),
    ja: () => import('#shared/i18n/plans/ja'),
  },
  auth: {
    en: () => import('#shared/i18n/auth/en'),
    es: () => import('#shared/i18n/auth/es'),
    de: () => import('#shared/i18n/auth/de'),
    pt: () => import('#shared/i18n/auth/pt'),
    zh: () => import('#shared/i18n/auth/zh'),
    ja: () => import('#shared/i18n/auth/ja'),
  },
  account: {
    en: () => import('#shared/i18n/account/en'),
    es: () => import('#shared/i18n/account/es'),
    de: () => import('#shared/i18n/account/de'),
    pt: () => import('#shared/i18n/account/pt'),
    zh: () => import('#shared/i18n/account/zh'),
    ja: () => import('#shared/i18n/account/ja'),
  },
  checkout: {
    en: () => import('#shared/i18n/checkout/en'),
    es: () => import('#shared/i18n/checkout/es'),
    de: () => import('#shared/i18n/checkout/de'),
    pt: () => import('#shared/i18n/checkout/pt'),
    zh: () => import('#shared/i18n/checkout/zh'),
    ja: () => import('#shared/i18n/checkout/ja'),
  },
  marketing: {
    en: () => import('#shared/i18n/marketing/en'),
    es: () => import('#shared/i18n/marketing/es'),
    de: () => import('#shared/i18n/marketing/de'),
    pt: () => import('#shared/i18n/marketing/pt'),
    zh: () => import('#shared/i18n/marketing/zh'),
    ja: () => import('#shared/i18n/marketing/ja'),
  },
  analysis: {
    en: () => import('#shared/i18n/analysis/en'),
    es: () => import('#shared/i18n/analysis/es'),
    de: () => import('#shared/i18n/analysis/de'),
    pt: () => import('#shared/i18n/analysis/pt'),
    zh: () => import('#shared/i18n/analysis/zh'),
    ja: () => import('#shared/i18n/analysis/ja'),
  },
  results: {
    en: () => import('#shared/i18n/results/en'),
    es: () => import('#shared/i18n/results/es'),
    de: () => import('#shared/i18n/results/de'),
    pt: () => import('#shared/i18n/results/pt'),
    zh: () => import('#shared/i18n/results/zh'),
    ja: () => import('#shared/i18n/results/ja'),
  },
  history: {
    en: () => import('#shared/i18n/history/en'),
    es: () => import('#shared/i18n/history/es'),
    de: () => import('#shared/i18n/history/de'),
    pt: () => import('#shared/i18n/history/pt'),
    zh: () => import('#shared/i18n/history/zh'),
    ja: () => import('#shared/i18n/history/ja'),
  },
  workbench: {
    en: () => import('#shared/i18n/workbench/en'),
    es: () => import('#shared/i18n/workbench/es'),
    de: () => import('#shared/i18n/workbench/de'),
    pt: () => import('#shared/i18n/workbench/pt'),
    zh: () => import('#shared/i18n/workbench/zh'),
    ja: () => import('#shared/i18n/workbench/ja'),
  },
  profile: {
    en: () => import('#shared/i18n/profile/en'),
    es: () => import('#shared/i18n/profile/es'),
    de: () => import('#shared/i18n/profile/de'),
    pt: () => import('#shared/i18n/profile/pt'),
    zh: () => import('#shared/i18n/profile/zh'),
    ja: () => import('#shared/i18n/profile/ja'),
  },
  dashboard: {
    en: () => import('#shared/i18n/dashboard/en'),
    es: () => import('#shared/i18n/dashboard/es'),
    de: () => import('#shared/i18n/dashboard/de'),
    pt: () => import('#shared/i18n/dashboard/pt'),
    zh: () => import('#shared/i18n/dashboard/zh'),
    ja: () => import('#shared/i18n/dashboard/ja'),
  },
  teams: {
    en: () => import('#shared/i18n/teams/en'),
    es: () => import('#shared/i18n/teams/es'),
    de: () => import('#shared/i18n/teams/de'),
    pt: () => import('#shared/i18n/teams/pt'),
    zh: () => import('#shared/i18n/teams/zh'),
    ja: () => import('#shared/i18n/teams/ja'),
  },
  regulatory: {
    en: () => import('#shared/i18n/regulatory/en'),
    es: () => import('#shared/i18n/regulatory/es'),
    de: () => import('#shared/i18n/regulatory/de'),
    pt: () => import('#shared/i18n/regulatory/pt'),
    zh: () => import('#shared/i18n/regulatory/zh'),
    ja: () => import('#shared/i18n/regulatory/ja'),
  },
  assistant: {
    en: () => import('#shared/i18n/assistant/en'),
    es: () => import('#shared/i18n/assistant/es'),
    de: () => import('#shared/i18n/assistant/de'),
    pt: () => import('#shared/i18n/assistant/pt'),
    zh: () => import('#shared/i18n/assistant/zh'),
    ja: () => import('#shared/i18n/assistant/ja'),
  },
  admin: {
    en: () => import('#shared/i18n/admin/en'),
    es: () => import('#shared/i18n/admin/es'),
    de: () => import('#shared/i18n/admin/de'),
    pt: () => import('#shared/i18n/admin/pt'),
    zh: () => import('#shared/i18n/admin/zh'),
    ja: () => import('#shared/i18n/admin/ja'),
  },
};

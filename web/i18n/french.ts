import type { WebNamespace, WebTexts } from '#shared/i18n/resources';
import common from '#shared/i18n/common/fr';
import errors from '#shared/i18n/errors/fr';
import levels from '#shared/i18n/levels/fr';
import plans from '#shared/i18n/plans/fr';
import auth from '#shared/i18n/auth/fr';
import account from '#shared/i18n/account/fr';
import checkout from '#shared/i18n/checkout/fr';
import marketing from '#shared/i18n/marketing/fr';
import analysis from '#shared/i18n/analysis/fr';
import results from '#shared/i18n/results/fr';
import history from '#shared/i18n/history/fr';
import workbench from '#shared/i18n/workbench/fr';
import dashboard from '#shared/i18n/dashboard/fr';
import teams from '#shared/i18n/teams/fr';
import admin from '#shared/i18n/admin/fr';

/**
 * French of the namespaces only a few pages read (the profile, the public regulatory map, the
 * assistant): a chunk each, loaded with those pages' code, so no other page carries them.
 * (`admin` stays bundled: its menu shows in every app an administrator uses.)
 */
export const lazyFrench = {
  profile: () => import('#shared/i18n/profile/fr'),
  regulatory: () => import('#shared/i18n/regulatory/fr'),
  assistant: () => import('#shared/i18n/assistant/fr'),
} satisfies { [N in WebNamespace]?: () => Promise<{ default: WebTexts[N] }> };

export type LazyFrenchNamespace = keyof typeof lazyFrench;

/** French, every other namespace: bundled with the app, the default language and the fallback. */
export const french: Omit<WebTexts, LazyFrenchNamespace> = {
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
  dashboard,
  teams,
  admin,
};

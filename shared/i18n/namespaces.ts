import type { WebNamespace } from './resources';

/**
 * Where i18next looks for a key after the default namespace (`common`): keys are unique across
 * namespaces, so a component names `login.title` without the namespace that holds it.
 */
export const FALLBACK_NAMESPACES = [
  'errors',
  'levels',
  'plans',
  'auth',
  'account',
  'checkout',
  'marketing',
  'analysis',
  'results',
  'history',
  'workbench',
  'profile',
  'dashboard',
  'teams',
  'regulatory',
  'assistant',
  'admin',
] as const satisfies readonly WebNamespace[];

/** The same list as a type, for i18next's typed keys (shared/i18n/i18next.d.ts). */
export type FallbackNamespaces = [...typeof FALLBACK_NAMESPACES];

import type { Language } from '../../shared/languages';
import de from './de';
import en from './en';
import es from './es';
import fr, { type Translation } from './fr';
import ja from './ja';
import pt from './pt';
import zh from './zh';

export type { Translation };

/** The one i18next namespace; keys are nested inside it (`login.title`). */
export const NAMESPACES = ['translation'] as const;
export const DEFAULT_NAMESPACE = NAMESPACES[0];

/** Every interface language with its texts; French is the reference. */
export const translations = { fr, en, es, de, pt, zh, ja } satisfies Record<Language, Translation>;

/** i18next resources: one namespace per language. */
export const resources = Object.fromEntries(
  Object.entries(translations).map(([language, tree]) => [language, { [DEFAULT_NAMESPACE]: tree }]),
) as Record<Language, { translation: Translation }>;

/** Flattens a translation tree to sorted dotted keys (`login.title`), for the key-parity test. */
export function translationKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : translationKeys(value as object, `${prefix}${key}.`),
    )
    .sort();
}

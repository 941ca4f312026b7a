import type { Language } from '../../shared/languages';
import de from './de';
import en from './en';
import es from './es';
import fr, { type Translation } from './fr';
import ja from './ja';
import pt from './pt';
import zh from './zh';

/*
 * All seven language trees at once, for the key-parity test and tools. The app must not
 * import this module: it would put every language in the first download. The app loads
 * languages one by one through `loadTranslation` in ./index.ts.
 */

export type { Translation };

/** The one i18next namespace; keys are nested inside it (`login.title`). */
export const NAMESPACES = ['translation'] as const;

/** Every interface language with its texts; French is the reference. */
export const translations = { fr, en, es, de, pt, zh, ja } satisfies Record<Language, Translation>;

/** Flattens a translation tree to sorted dotted keys (`login.title`), for the key-parity test. */
export function translationKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : translationKeys(value as object, `${prefix}${key}.`),
    )
    .sort();
}

import type { Language } from '../../languages';
import de from './de';
import en from './en';
import es from './es';
import fr, { type AdminTexts } from './fr';
import ja from './ja';
import pt from './pt';
import zh from './zh';

/** The "admin" namespace in the seven languages (for the server and the tests; the web loads one language at a time). */
export default { fr, en, es, de, pt, zh, ja } satisfies Record<Language, AdminTexts>;

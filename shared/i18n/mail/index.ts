import type { Language } from '../../languages';
import de from './de';
import en from './en';
import es from './es';
import fr, { type MailTexts } from './fr';
import ja from './ja';
import pt from './pt';
import zh from './zh';

/** The "mail" namespace in the seven languages (read by the functions only). */
export default { fr, en, es, de, pt, zh, ja } satisfies Record<Language, MailTexts>;

import type { Language } from '../../languages';
import de from './de';
import en from './en';
import es from './es';
import fr, { type PaymentTexts } from './fr';
import ja from './ja';
import pt from './pt';
import zh from './zh';

/** The "payment" namespace in the seven languages (read by the local stack only). */
export default { fr, en, es, de, pt, zh, ja } satisfies Record<Language, PaymentTexts>;

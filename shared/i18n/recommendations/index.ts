import type { Language } from '../../languages';
import de from './de';
import en from './en';
import es from './es';
import fr, { type RecommendationsTexts } from './fr';
import ja from './ja';
import pt from './pt';
import zh from './zh';

/** The "recommendations" namespace in the seven languages (the general recommendations: read by the functions, and by the results screen to tell them from a risk's own). */
export default { fr, en, es, de, pt, zh, ja } satisfies Record<Language, RecommendationsTexts>;

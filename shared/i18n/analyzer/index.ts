import type { Language } from '../../languages';
import de from './de';
import en from './en';
import es from './es';
import fr, { type AnalyzerTranslation } from './fr';
import ja from './ja';
import pt from './pt';
import zh from './zh';

/** The "analyzer" namespace in the seven languages (the offline and Bedrock analyzers' sentences; read by the functions only). */
export default { fr, en, es, de, pt, zh, ja } satisfies Record<Language, AnalyzerTranslation>;

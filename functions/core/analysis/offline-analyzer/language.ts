import { francAll } from 'franc-min';
import type { Language } from '#shared/languages';

/** franc's ISO 639-3 codes of the Latin-script languages the product reads. */
const LATIN: Readonly<Record<string, Language>> = { fra: 'fr', eng: 'en', spa: 'es', deu: 'de', por: 'pt' };
const LATIN_CODES = Object.keys(LATIN);

const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/u;
const HAN = /\p{Script=Han}/u;
const LETTER = /\p{L}/gu;
const CJK_LETTER = /[\p{Script=Han}\u3040-\u30ff]/gu;

/** Below this many letters a guess is noise: the caller's language is kept. */
const MIN_LETTERS = 24;
/** franc scores the best language 1; a runner-up this close means the text is not clearly one language. */
const MARGIN = 0.95;

/** Scripts the offline engine has no vocabulary for (Cyrillic, Arabic, Hebrew, Greek, Korean, Thai, Indic…). */
const OTHER_SCRIPT =
  /[\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Greek}\p{Script=Hangul}\p{Script=Thai}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Armenian}\p{Script=Georgian}]/gu;
/** Latin-script languages franc knows that are not among the seven (Italian, Dutch, Polish…). */
const OTHER_LATIN = [
  'ita',
  'nld',
  'pol',
  'ron',
  'ces',
  'hun',
  'swe',
  'dan',
  'tur',
  'ind',
  'vie',
  'tgl',
  'hrv',
  'slk',
  'fin',
];

/**
 * Whether the text is in a language the offline engine reads: mostly another script, or clearly
 * another Latin-script language (an Italian report), is not.
 */
export function readsLanguage(text: string): boolean {
  const sample = text.slice(0, 4000);
  const letters = sample.match(LETTER)?.length ?? 0;
  if (letters < MIN_LETTERS) return true;
  if ((sample.match(CJK_LETTER)?.length ?? 0) > letters / 2) return true;
  const other = sample.match(OTHER_SCRIPT)?.length ?? 0;
  if (other > letters / 2) return false;
  const [best, second] = francAll(sample, { only: [...LATIN_CODES, ...OTHER_LATIN], minLength: MIN_LETTERS });
  if (!best || best[0] === 'und' || LATIN[best[0]]) return true;
  // Another language wins, and clearly: none of the five is close.
  return second !== undefined && LATIN[second[0]] !== undefined && second[1] > MARGIN;
}

export const isCjk = (language: Language) => language === 'zh' || language === 'ja';

/**
 * The language a text is written in, among the seven the product reads. Chinese and Japanese are
 * told apart by their scripts (kana is Japanese); the Latin-script languages by franc's trigram
 * model, restricted to the five candidates. A short or ambiguous text keeps `fallback`.
 */
export function detectLanguage(text: string, fallback: Language): Language {
  const sample = text.slice(0, 4000);
  const letters = sample.match(LETTER)?.length ?? 0;
  if (letters === 0) return fallback;
  if ((sample.match(CJK_LETTER)?.length ?? 0) > letters / 2) return KANA.test(sample) ? 'ja' : 'zh';
  if (letters < MIN_LETTERS) return fallback;
  const [best, second] = francAll(sample, { only: LATIN_CODES, minLength: MIN_LETTERS });
  if (!best || best[0] === 'und') return fallback;
  if (second && second[1] > MARGIN && LATIN[second[0]] === fallback) return fallback;
  return LATIN[best[0]] ?? fallback;
}

/** A sentence this long is worth its own guess (a quoted warning in another language). */
const SENTENCE_LETTERS = 40;

/**
 * The language of one sentence: its script decides for Chinese and Japanese; a long Latin
 * sentence gets its own guess, a short one keeps the document's language.
 */
export function sentenceLanguage(sentence: string, documentLanguage: Language): Language {
  if (KANA.test(sentence)) return 'ja';
  if (HAN.test(sentence)) return documentLanguage === 'ja' ? 'ja' : 'zh';
  const fallback = isCjk(documentLanguage) ? 'en' : documentLanguage;
  const letters = sentence.match(LETTER)?.length ?? 0;
  return letters >= SENTENCE_LETTERS ? detectLanguage(sentence, fallback) : fallback;
}

import type { Language } from './languages';

/**
 * Whether a passage read by OCR is words a reader can quote, or the noise OCR makes of textures,
 * edges and shadows ("ee ee Se |l ~=", "一 丨 口 二"). Text written in Chinese or Japanese is
 * judged by its share of Han and kana; other text by its share of letters and digits, its odd
 * symbols, and its tokens that are no word (one or two letters that are no short word of the
 * language, case mixed at random, long runs without a vowel, letters run into symbols).
 */
export function isReadableExcerpt(text: string, language: Language): boolean {
  const chars = [...text.normalize('NFC')].filter((ch) => !/\s/u.test(ch));
  if (chars.length === 0) return false;
  const count = (pattern: RegExp) => chars.filter((ch) => pattern.test(ch)).length;
  const cjk = count(CJK);
  const letters = count(/\p{L}/u);
  if (count(ODD_SYMBOL) / chars.length > 0.1 || SYMBOL_RUN.test(text)) return false;
  const words = (letters + count(/\p{N}/u)) / chars.length;
  if (cjk > 0 && cjk >= (letters - cjk) / 2) return cjk >= 2 && words >= 0.6 && count(STROKES) / cjk <= 0.5;
  if (letters < 3 || words < 0.7) return false;
  // Textures read as the same few letters over and over (ee ESSE SEES).
  if (
    letters >= 8 &&
    new Set(chars.filter((ch) => /\p{L}/u.test(ch)).map((ch) => ch.toLowerCase())).size <= 3
  ) {
    return false;
  }
  const tokens = text
    .split(/\s+/u)
    .map((token) => token.replace(EDGE_PUNCTUATION, ''))
    .filter((token) => token !== '');
  const shortWords = SHORT_WORDS[language === 'zh' || language === 'ja' ? 'en' : language];
  const junk = tokens.filter((token, i) => isJunk(token, tokens[i - 1] ?? '', shortWords)).length;
  const meaningful = tokens.some((token) => /\p{L}{3,}/u.test(token) && VOWEL.test(token));
  return meaningful && junk / tokens.length <= 0.3;
}

/** Han, kana and their marks (the prolonged sound mark, the iteration marks). */
const CJK = /[\u3005\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/u;
/** Glyphs OCR reads in lines, edges and textures: simple strokes and boxes. */
const STROKES = /[一丨丶丿乙亅二十口ロ工卜トニー丁冂凵亠〓]/u;
/** Symbols that are not the punctuation of a sentence. */
const ODD_SYMBOL = /[|~=_^`\\{}[\]<>@#$*+¥©®¢§¦¬¤■□▪▫◆◇●○◎※†‡¶]/u;
/** Marks run together: two that end no sentence (~=, |_), or any four (----). */
const SYMBOL_RUN =
  /[^\p{L}\p{N}\s.,;:!?'’"«»“”()…%°℃、。，．：；！？「」『』（）【】〔〕〈〉《》・-]{2,}|[^\p{L}\p{N}\s]{4,}/u;
const EDGE_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;
const VOWEL = /[aeiouyàâäáãåéèêëíìîïóòôöõúùûüýÿæœøAEIOUYÀÂÄÁÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÝŸÆŒØ]/u;

/** A token that is no word: see isReadableExcerpt. `previous` lets a unit follow its number (3,2 m, 18 kN). */
function isJunk(token: string, previous: string, shortWords: ReadonlySet<string>): boolean {
  if (/^[\p{N}.,:/%°x×-]+$/u.test(token)) return false;
  if (/[^\p{L}\p{N}'’./()-]/u.test(token)) return true;
  const letters = token.replace(/[^\p{L}]/gu, '');
  if (letters.length === 0) return false;
  if (letters.length <= 2 && token === letters) {
    return !shortWords.has(letters.toLowerCase()) && !/^\p{N}/u.test(previous);
  }
  // One letter repeated (eee, SSS), or the strokes OCR confuses (l1I, Il|).
  if (/^(\p{L})\1+$/iu.test(letters) || /^[lI1|!ij.,']{2,}$/u.test(token)) return true;
  // Case mixed at random (tHe, aBcD); not CamelCase names (PowerPoint, McDonald) nor iPhone.
  if (
    /\p{Ll}\p{Lu}/u.test(letters) &&
    !/^(\p{Lu}\p{Ll}+)+$/u.test(letters) &&
    !/^\p{Ll}\p{Lu}\p{Ll}+$/u.test(letters)
  ) {
    return true;
  }
  // Four or more letters without a vowel, unless an acronym (RSST, HSSP).
  return (
    letters.length >= 4 && !VOWEL.test(letters) && (letters !== letters.toUpperCase() || letters.length > 6)
  );
}

const wordList = (list: string) => new Set(list.split(' '));

/** The one- and two-letter words of each language (OCR noise is mostly one or two letters). */
const SHORT_WORDS: Record<Exclude<Language, 'zh' | 'ja'>, ReadonlySet<string>> = {
  fr: wordList(
    'a à y ô ce ci ça de du en et eu il je la le lu ma me mi ne ni nu on ou où pu sa se si su ta te tu un va vu au ex cm mm kg km kn kv db',
  ),
  en: wordList(
    'a i o am an as at be by do go he hi if in is it me my no of oh ok on or ox so to up us we cm mm kg km kn kv db ft lb',
  ),
  es: wordList(
    'a e o u y al da de di el en es ha he la le lo me mi ni no os se si su te ti tu va ve ya yo cm mm kg km kn kv db',
  ),
  de: wordList('ab am an da du eh er es im in ja je ob so um wo zu cm mm kg km kn kv db'),
  pt: wordList(
    'a à e é o ao as da de do em eu ir já la lá me na no nu os se si só te tu um vi vá cm mm kg km kn kv db',
  ),
};

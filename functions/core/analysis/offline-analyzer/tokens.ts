import { newStemmer } from 'snowball-stemmers';
import type { Language } from '#shared/languages';
import { isCjk } from './language';

/**
 * A word of a sentence. `stem` is what vocabulary matches (lower case, Snowball stem, accents
 * folded), `plain` the lower-case folded word (international terms), `clause` the comma- or
 * semicolon-delimited part of the sentence it is in (negation never crosses one).
 */
export interface Token {
  stem: string;
  plain: string;
  start: number;
  end: number;
  clause: number;
}

const STEMMER_NAMES: Partial<Record<Language, string>> = {
  fr: 'french',
  en: 'english',
  es: 'spanish',
  de: 'german',
  pt: 'portuguese',
};
const stemmers = new Map<Language, { stem(word: string): string }>();
function stemmerOf(language: Language) {
  let stemmer = stemmers.get(language);
  if (!stemmer) {
    const name = STEMMER_NAMES[language];
    stemmer = name ? newStemmer(name) : { stem: (word: string) => word };
    stemmers.set(language, stemmer);
  }
  return stemmer;
}

const segmenters = new Map<Language, Intl.Segmenter>();
function segmenterOf(language: Language): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

export const fold = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');

// A comma, a semicolon or brackets end a clause. The enumeration comma 、 lists things within a
// clause (护栏、安全带); a colon or a dash joins a checklist label to its status ("Lärm: entfällt",
// "Absturzgefahr – nicht gegeben"): neither is a break.
const CLAUSE_BREAK = /[,;()[\]{}，；（）「」『』]/u;
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]/u;
const APOSTROPHE = /['’`]/;
const SHORT_WORD = 3;

/**
 * The words of a sentence, segmented by Intl.Segmenter in the sentence's language. Chinese and
 * Japanese words are split into characters: their vocabulary matches characters in a row, which
 * does not depend on where the segmenter put a boundary.
 */
export function tokenize(sentence: string, language: Language): Token[] {
  const stemmer = stemmerOf(language);
  const tokens: Token[] = [];
  let clause = 0;
  for (const part of segmenterOf(language).segment(sentence)) {
    if (!part.isWordLike) {
      if (CLAUSE_BREAK.test(part.segment)) clause++;
      continue;
    }
    const lower = part.segment.toLowerCase();
    if (CJK_CHAR.test(lower)) {
      let offset = part.index;
      for (const char of lower) {
        const plain = fold(char);
        tokens.push({ stem: plain, plain, start: offset, end: offset + char.length, clause });
        offset += char.length;
      }
      continue;
    }
    // "l'échelle", "d'un", "worker's": the segmenter keeps them whole; the vocabulary does not.
    let offset = part.index;
    for (const piece of lower.split(APOSTROPHE)) {
      if (piece) {
        const plain = fold(piece);
        // Short words are function words or already roots: stemming them only makes collisions
        // (Portuguese "não" would become "na", "in the").
        const stem = isCjk(language) || piece.length <= SHORT_WORD ? plain : fold(stemmer.stem(piece));
        tokens.push({ stem, plain, start: offset, end: offset + piece.length, clause });
      }
      offset += piece.length + 1;
    }
  }
  return tokens;
}

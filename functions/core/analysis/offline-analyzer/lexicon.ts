import type { Language } from '#shared/languages';
import { MEASURE_WORDS, type MeasureWords } from '#shared/knowledge/vocabulary/measures';
import type { ClueClass, LanguageVocabulary } from '#shared/knowledge/vocabulary/types';
import { isCjk } from './language';
import { tokenize, type Token } from './tokens';

/** What a vocabulary phrase is for. */
export type EntryKind =
  | 'term'
  | 'weak'
  | 'control'
  | 'clue'
  | 'negation'
  | 'absentAfter'
  | 'defeated'
  | 'inPlace'
  | 'incident'
  | 'recurrence'
  | 'fatal'
  | 'permanent'
  | 'idiom';

export interface Entry {
  kind: EntryKind;
  /** The phrase as written in the vocabulary, for the risk's triggers. */
  phrase: string;
  hazard?: string;
  clue?: ClueClass;
  words: string[];
  /** Most words allowed before each word of the phrase since the previous one (0 for the first). */
  gaps: number[];
  /** International terms match the unstemmed word. */
  international: boolean;
  /** A control that several hazards list ("local exhaust"): said absent, it reveals none of them alone. */
  shared?: boolean;
}

export interface Lexicon {
  language: Language;
  byFirst: Map<string, Entry[]>;
  /** German compounds: the head or modifier of a word may be a vocabulary word of 5+ letters. */
  compounds: boolean;
  height: RegExp;
  /** Words that tell a height from a distance around a number with a unit. */
  measures: MeasureWords;
}

/** Words allowed between the words of a phrase (Latin scripts) or between its parts (Chinese, Japanese). */
const LATIN_GAP = 2;
const CJK_GAP = 4;
const COMPOUND_MIN = 5;

function compile(
  phrase: string,
  language: Language,
  kind: EntryKind,
  extra: Partial<Entry> = {},
): Entry | null {
  const international = extra.international ?? false;
  const words: string[] = [];
  const gaps: number[] = [];
  if (isCjk(language) && !international) {
    for (const [part, text] of phrase.split(/\s+/).filter(Boolean).entries()) {
      tokenize(text, language).forEach((t, i) => {
        words.push(t.stem);
        gaps.push(i === 0 && part > 0 ? CJK_GAP : 0);
      });
    }
  } else {
    tokenize(phrase, international ? 'en' : language).forEach((t, i) => {
      words.push(international ? t.plain : t.stem);
      gaps.push(i === 0 ? 0 : LATIN_GAP);
    });
  }
  if (!words.length) return null;
  return { kind, phrase, words, gaps, international, ...extra };
}

function heightPattern(vocabulary: LanguageVocabulary): RegExp {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const units = (list: readonly string[], fallback: string[]) =>
    [...new Set([...list, ...fallback])]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|');
  const metres = units(vocabulary.lengthUnits.metres, ['m', 'metres', 'meters', '米', 'メートル', 'ｍ']);
  const feet = units(vocabulary.lengthUnits.feet, ['ft', 'feet', "'"]);
  // A Latin letter right after the unit makes another word ("7 mm", "3 mois"); a Chinese or Japanese
  // character does not (3米高, 高さ3mの).
  return new RegExp(`(\\d+(?:[.,]\\d+)?)\\s*(?:(${metres})|(${feet}))(?![\\p{Script=Latin}²³])`, 'giu');
}

/** Every phrase of a language's vocabulary plus the international terms, indexed by first word. */
export function compileLexicon(
  language: Language,
  vocabulary: LanguageVocabulary,
  international: Readonly<Record<string, readonly string[]>>,
): Lexicon {
  const entries: Entry[] = [];
  const add = (phrases: readonly string[], kind: EntryKind, extra: Partial<Entry> = {}) => {
    for (const phrase of phrases) {
      const entry = compile(phrase, language, kind, extra);
      if (entry) entries.push(entry);
    }
  };
  for (const kind of [
    'negation',
    'absentAfter',
    'defeated',
    'inPlace',
    'incident',
    'recurrence',
    'fatal',
    'permanent',
  ] as const)
    add(vocabulary[kind], kind);
  add(vocabulary.idioms, 'idiom');
  for (const [clue, phrases] of Object.entries(vocabulary.clues))
    add(phrases, 'clue', { clue: clue as ClueClass });
  for (const [hazard, words] of Object.entries(vocabulary.hazards)) {
    add(words.terms, 'term', { hazard });
    add(words.weak ?? [], 'weak', { hazard });
    add(words.controls ?? [], 'control', { hazard });
  }
  for (const [hazard, terms] of Object.entries(international))
    add(terms, 'term', { hazard, international: true });

  const hazardsByControl = new Map<string, Set<string>>();
  for (const e of entries.filter((e) => e.kind === 'control')) {
    const key = e.words.join(' ');
    hazardsByControl.set(key, (hazardsByControl.get(key) ?? new Set()).add(e.hazard!));
  }
  for (const e of entries.filter((e) => e.kind === 'control'))
    e.shared = (hazardsByControl.get(e.words.join(' '))?.size ?? 0) > 1;

  const byFirst = new Map<string, Entry[]>();
  for (const entry of entries) {
    const key = (entry.international ? 'i:' : '') + entry.words[0]!;
    byFirst.set(key, [...(byFirst.get(key) ?? []), entry]);
  }
  return {
    language,
    byFirst,
    compounds: language === 'de',
    height: heightPattern(vocabulary),
    measures: MEASURE_WORDS[language],
  };
}

/** Whether a word of the text is a word of the vocabulary (German: also as a compound's head or modifier). */
function sameWord(lexicon: Lexicon, token: Token, word: string, international: boolean): boolean {
  if (international) return token.plain === word;
  if (token.stem === word) return true;
  return (
    lexicon.compounds &&
    word.length >= COMPOUND_MIN &&
    token.stem.length > word.length &&
    (token.stem.startsWith(word) || token.stem.endsWith(word))
  );
}

/** The keys under which entries starting with this token are indexed. */
function keysOf(lexicon: Lexicon, token: Token): string[] {
  const keys = [token.stem, `i:${token.plain}`];
  if (lexicon.compounds && token.stem.length > COMPOUND_MIN)
    for (let n = COMPOUND_MIN; n < token.stem.length; n++)
      keys.push(token.stem.slice(0, n), token.stem.slice(token.stem.length - n));
  return keys;
}

/** A phrase found in a sentence: its first and last token. */
export interface Occurrence {
  entry: Entry;
  first: number;
  last: number;
}

/** Every vocabulary phrase in the tokens, each at every place it starts. */
export function findOccurrences(lexicon: Lexicon, tokens: readonly Token[]): Occurrence[] {
  const found: Occurrence[] = [];
  tokens.forEach((token, first) => {
    for (const key of new Set(keysOf(lexicon, token))) {
      for (const entry of lexicon.byFirst.get(key) ?? []) {
        if (!sameWord(lexicon, token, entry.words[0]!, entry.international)) continue;
        let last = first;
        let matched = true;
        for (let w = 1; w < entry.words.length && matched; w++) {
          matched = false;
          const limit = Math.min(tokens.length - 1, last + 1 + entry.gaps[w]!);
          for (let j = last + 1; j <= limit; j++) {
            if (sameWord(lexicon, tokens[j]!, entry.words[w]!, entry.international)) {
              last = j;
              matched = true;
              break;
            }
          }
        }
        if (matched) found.push({ entry, first, last });
      }
    }
  });
  return found;
}

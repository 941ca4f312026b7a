/**
 * Text normalisation for matching in French and English: lower case, accents removed,
 * punctuation to spaces, and a light plural stem so "chariots élévateurs" matches
 * "chariot élévateur" and "guardrails" matches "guardrail".
 */
export function stem(word: string): string {
  if (word.length > 4 && /(aux)$/.test(word)) return `${word.slice(0, -3)}al`; // métaux → métal
  if (word.length > 3 && /[sx]$/.test(word) && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export function normalise(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(stem);
}

/** Phrases up to this many words also match when their words are apart in the sentence. */
const LOOSE_PHRASE_WORDS = 3;

/**
 * True when the tokens of `phrase` occur in `tokens`: consecutively, or for a short phrase
 * anywhere in the same sentence ("plancher près du poste… mouillé" matches "plancher mouillé").
 */
export function containsPhrase(tokens: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0 || phrase.length > tokens.length) return false;
  if (
    phrase.length > 1 &&
    phrase.length <= LOOSE_PHRASE_WORDS &&
    phrase.every((word) => tokens.includes(word))
  )
    return true;
  outer: for (let i = 0; i <= tokens.length - phrase.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (tokens[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

/** Sentences (or lines) of a text, trimmed, for quoting as evidence. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 1);
}

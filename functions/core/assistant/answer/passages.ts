import type { AnswerSource } from '#shared/schemas/assistant';
import type { Language } from '#shared/languages';

/** A piece of a source the answerer may quote: a paragraph of a page, or a risk of an analysis. */
export interface Passage {
  text: string;
  source: AnswerSource;
  /** The language it is written in (its words are stemmed in it). */
  language: Language;
}

/** Passages stay quotable: about a paragraph, never a whole page. */
const MAX_PASSAGE_CHARS = 700;
const MIN_PASSAGE_CHARS = 40;

/**
 * A page cut into passages at paragraph breaks, long paragraphs at sentence ends, short ones joined
 * with the next, so each quote reads on its own and is found again, as is, in the page.
 */
export function pagePassages(text: string): string[] {
  const paragraphs = text
    .split(/\n\s*\n|\r\n\s*\r\n/u)
    .map((paragraph) => paragraph.replace(/\s+/gu, ' ').trim())
    .filter(Boolean);
  const pieces: string[] = [];
  for (const paragraph of paragraphs) {
    if (paragraph.length <= MAX_PASSAGE_CHARS) {
      pieces.push(paragraph);
      continue;
    }
    let current = '';
    for (const sentence of paragraph.split(/(?<=[.!?。！？])\s+/u)) {
      if (current && current.length + sentence.length + 1 > MAX_PASSAGE_CHARS) {
        pieces.push(current);
        current = '';
      }
      current = current ? `${current} ${sentence}` : sentence;
    }
    if (current) pieces.push(current);
  }
  const joined: string[] = [];
  for (const piece of pieces) {
    const last = joined.at(-1);
    if (
      last !== undefined &&
      last.length < MIN_PASSAGE_CHARS &&
      last.length + piece.length < MAX_PASSAGE_CHARS
    )
      joined[joined.length - 1] = `${last} ${piece}`;
    else joined.push(piece);
  }
  return joined;
}

/**
 * Whether a quote is really in a text. Compared loosely, so that a passage copied faithfully
 * from a PDF the model read as a document still matches the extractor's text: Unicode form,
 * case, quotation marks, dashes, whitespace and line-end hyphenation do not count. An ellipsis
 * in the quote ("…", "...", "[…]") stands for left-out words: the pieces must appear in order.
 */

const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2032\u0060\u00b4]/g;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb\u2039\u203a]/g;
const DASHES = /[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g;

function loose(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\u00ad/g, '')
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, '-');
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

/** The pieces of a quote between its ellipses, without the punctuation at their edges. */
function pieces(quote: string): string[] {
  return loose(quote)
    .replace(/[[(]\s*\.{3,}\s*[\])]/g, '...')
    .split(/\.{3,}/)
    .map((piece) => squeeze(piece).replace(/^[.,;:!?]+|[.,;:!?]+$/g, ''))
    .filter(Boolean);
}

function inOrder(haystack: string, needles: string[]): boolean {
  let from = 0;
  for (const needle of needles) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) return false;
    from = at + needle.length;
  }
  return true;
}

/** A test of quotes against one text, prepared once for all its quotes. */
export function quoteFinder(text: string): (quote: string) => boolean {
  const prepared = loose(text);
  // The text as extracted, and with words cut at a line end ("protec-\ntion") joined again.
  const haystacks = [squeeze(prepared), squeeze(prepared.replace(/-[^\S\n]*\n\s*/g, ''))];
  return (quote) => {
    const needles = pieces(quote);
    return needles.length > 0 && haystacks.some((haystack) => inOrder(haystack, needles));
  };
}

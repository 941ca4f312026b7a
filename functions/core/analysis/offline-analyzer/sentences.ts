/**
 * Sentences (or lines) of a text, trimmed, for reading and for quoting as evidence. Chinese and
 * Japanese full stops end a sentence without a space after them.
 */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|(?<=[。！？])|\n+/u)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 1);
}

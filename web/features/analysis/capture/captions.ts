/**
 * The adviser's captions of the photos on the input screen: what a photo shows, in their words.
 * The analyzer reads a caption as that photo's evidence (the offline engine cannot see a photo).
 * Kept by file identity, so removing one file leaves the others' captions in place.
 * Pure: no DOM, so it is unit-tested under Node.
 */

/** The server's limit on a caption (shared start schema). */
export const MAX_CAPTION = 500;
/** The character counter shows from this length on, as the limit nears. */
export const CAPTION_COUNTER_FROM = 400;

export type Captions<F> = ReadonlyMap<F, string>;

/** The captions with `file`'s set to `text` (cut at the limit); an empty text removes it. */
export function withCaption<F>(captions: Captions<F>, file: F, text: string): Map<F, string> {
  const next = new Map(captions);
  if (text === '') next.delete(file);
  else next.set(file, text.slice(0, MAX_CAPTION));
  return next;
}

/** Only the captions of the files still listed: a removed file takes its caption with it. */
export function captionsOfListed<F>(captions: Captions<F>, files: readonly F[]): Captions<F> {
  if ([...captions.keys()].every((file) => files.includes(file))) return captions;
  return new Map([...captions].filter(([file]) => files.includes(file)));
}

/** What the start request carries: the caption trimmed, nothing when it is blank. */
export function captionToSend(text: string | undefined): string | undefined {
  const trimmed = text?.trim().slice(0, MAX_CAPTION);
  return trimmed ? trimmed : undefined;
}

/** Whether the counter shows: near the limit only, so a short caption stays uncluttered. */
export function showsCaptionCounter(text: string): boolean {
  return text.length >= CAPTION_COUNTER_FROM;
}

/**
 * The files of the start request: each uploaded key with its file's name and, for a captioned
 * photo, its caption. `captions` follows the order of `files` (compression keeps the order).
 */
export function startFiles(
  keys: readonly string[],
  files: readonly { name: string }[],
  captions: readonly (string | undefined)[],
): { key: string; name: string; caption?: string }[] {
  return keys.map((key, index) => {
    const caption = captionToSend(captions[index]);
    const name = files[index]?.name ?? '';
    return caption ? { key, name, caption } : { key, name };
  });
}

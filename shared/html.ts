/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Longest work-area name put in a subject line; mail clients cut long subjects anyway. */
const SUBJECT_AREA_MAX = 120;

/**
 * User text made safe for a mail header and body: control, format (bidi overrides and
 * isolates, zero-width), line-separator and lone-surrogate characters removed, whitespace
 * collapsed. A bidi override in a subject can make a link or an address read backwards.
 */
export function plainMailText(text: string, maxLength = SUBJECT_AREA_MAX): string {
  const plain = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...plain].slice(0, maxLength).join('').trim();
}

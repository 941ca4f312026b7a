/**
 * A redirect target from the query string, kept only if it is a path on this site:
 * it must start with one '/', not '//' or '/\' (which browsers read as another host).
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  try {
    // The URL parser drops tabs and newlines ('/\t/evil.example'), so the origin check catches them.
    const url = new URL(target, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

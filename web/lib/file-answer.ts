/** What apiFile needs of a fetch Response (a plain object in tests). */
export interface FileAnswerLike {
  headers: { get(name: string): string | null };
  redirected: boolean;
  url: string;
}

/**
 * The Content-Disposition of a file answer. A report too large for the API comes from storage
 * through a redirect: that cross-origin answer does not expose the header, but the signed link
 * it came from names it (`response-content-disposition`).
 */
export function fileAnswerDisposition(response: FileAnswerLike): string | null {
  const header = response.headers.get('Content-Disposition');
  if (header || !response.redirected) return header;
  try {
    return new URL(response.url).searchParams.get('response-content-disposition');
  } catch {
    return null;
  }
}

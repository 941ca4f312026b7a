import { currentLanguage } from '../../../../i18n';
import { ApiError, NetworkError } from '../../../../lib/api-client';

export interface FetchedFile {
  blob: Blob;
  contentDisposition: string | null;
}

/**
 * A GET for a file (the report PDF): same origin, cookies included, like apiRequest, but
 * the answer is kept as a blob. A failure is read as the API's JSON error, so the caller
 * gets the same ApiError (status, code, translated message) as for any other call.
 */
export async function fetchBlob(path: string, signal?: AbortSignal): Promise<FetchedFile> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'include',
      headers: { Accept: 'application/pdf, application/json', 'Accept-Language': currentLanguage() },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) {
    let body: Record<string, unknown> = {};
    try {
      const data: unknown = await response.json();
      if (data && typeof data === 'object') body = data as Record<string, unknown>;
    } catch {
      // Not JSON (a gateway page): the status alone says what happened.
    }
    throw new ApiError(response.status, body);
  }
  return { blob: await response.blob(), contentDisposition: response.headers.get('Content-Disposition') };
}

import { ApiError } from '@/lib/api-client';

/** The server refused the call to this caller (signed out, or not the platform administrator). */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** The server's words for the refusal, when it gave any (the panel has its own otherwise). */
export function refusalMessage(error: ApiError): string | undefined {
  return typeof error.body.message === 'string' && error.body.message ? error.body.message : undefined;
}

import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '@/lib/api-client';

const MAX_READ_RETRIES = 3;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** 1 s, 2 s, 4 s, … capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);
}

/**
 * Reads retry 3 times with exponential backoff; a 4xx answer is final, so it is not
 * retried. Writes are never retried automatically.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_READ_RETRIES && !isClientError(error),
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryList } from '#shared/schemas/assistant';
import { apiRequest } from '@/lib/api-client';
import { COLLECTIONS, type Collection } from '../library-collections';
import { assistantKey } from './keys';

/** How often a collection is fetched again while one of its documents is still being read. */
export const PROCESSING_REFRESH_MS = 3000;

export const libraryKey = [...assistantKey, 'library'] as const;

export function libraryQueryOptions(collection: Collection) {
  return queryOptions({
    queryKey: [...libraryKey, collection],
    queryFn: ({ signal }) => apiRequest<LibraryList>(COLLECTIONS[collection].list, { signal }),
    // A document is read after it is added: its status follows until it is ready (or failed).
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'processing') ? PROCESSING_REFRESH_MS : false,
  });
}

/** One collection of the library (imported files, PDF reports or regulatory references), newest first. */
export function useLibrary(collection: Collection) {
  return useQuery(libraryQueryOptions(collection));
}

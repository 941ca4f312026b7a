import type { LibraryKind } from '#shared/schemas/assistant';

/** The library's three document collections (the fourth kind, history, holds the questions). */
export type Collection = Exclude<LibraryKind, 'history'>;

/**
 * Each collection's routes: its list (and, under it, each item's download and delete), and the
 * confirmation that adds uploaded files to it.
 */
export const COLLECTIONS = {
  file: { list: '/api/imported-files', confirm: '/api/upload-file' },
  report: { list: '/api/pdf-reports', confirm: '/api/import-pdf-report' },
  reference: { list: '/api/regulatory-files', confirm: '/api/upload-regulatory' },
} as const satisfies Record<Collection, { list: string; confirm: string }>;

export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as Collection[];

/** `/api/imported-files/{id}`: an item's own path (DELETE), `…/download` under it. */
export function itemPath(collection: Collection, id: string): string {
  return `${COLLECTIONS[collection].list}/${encodeURIComponent(id)}`;
}

import { AsyncLocalStorage } from 'node:async_hooks';

export interface RowKey {
  pk: string;
  sk: string;
}
type Row = Record<string, unknown> | undefined;

/**
 * Rows a request read ahead, in the same round trip as its session (a route's `readsAhead`):
 * the request's first read of each of them takes it instead of asking the table again, so the
 * screen's poll costs one round trip. Scoped to the request (the local gateway serves requests
 * side by side in one process) and taken once: a later read of the same key (after a write of
 * the request's own, say) goes to the table.
 */
const requestRows = new AsyncLocalStorage<Map<string, Row>>();

const rowId = (key: RowKey) => `${key.pk}\n${key.sk}`;

export function withReadAhead<T>(run: () => Promise<T>): Promise<T> {
  return requestRows.run(new Map(), run);
}

export function keepReadAhead(keys: RowKey[], rows: Row[]): void {
  const kept = requestRows.getStore();
  keys.forEach((key, index) => kept?.set(rowId(key), rows[index]));
}

/** The rows of `keys` if all were read ahead in this request (each taken once), else undefined. */
export function takeReadAhead(keys: RowKey[]): Row[] | undefined {
  const kept = requestRows.getStore();
  if (!kept || !keys.every((key) => kept.has(rowId(key)))) return undefined;
  return keys.map((key) => {
    const row = kept.get(rowId(key));
    kept.delete(rowId(key));
    return row;
  });
}

/** The analysis item and its workbench's: what a poll of `/api/analysis/{id}` reads first. */
export function analysisAndWorkbenchKeys(analysisId: string): RowKey[] {
  const pk = `ANALYSIS#${analysisId}`;
  return [
    { pk, sk: 'ANALYSIS' },
    { pk, sk: 'WORKBENCH' },
  ];
}

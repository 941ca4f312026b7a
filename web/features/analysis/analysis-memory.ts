/**
 * The last finished analysis, kept in session storage under `analysisData` so a results page
 * opened without `?id=` can still find it.
 * The results page calls rememberAnalysis() when it opens an analysis.
 */
export const ANALYSIS_STORAGE_KEY = 'analysisData';

/** The id in a stored record: `id`, `analysisId` or `analysisData.id`; null when unusable. */
export function storedAnalysisId(raw: string | null): string | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  const nested = record.analysisData;
  const candidates = [
    record.id,
    record.analysisId,
    nested && typeof nested === 'object' ? (nested as Record<string, unknown>).id : undefined,
  ];
  const id = candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return id ? id.trim() : null;
}

/** The part of the Web Storage API used here (kept DOM-free so node tests can type-check it). */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function storage(): KeyValueStore | null {
  try {
    return (globalThis as { sessionStorage?: KeyValueStore }).sessionStorage ?? null;
  } catch {
    // Storage blocked (strict privacy settings): nothing is remembered.
    return null;
  }
}

export function rememberAnalysis(id: string): void {
  try {
    storage()?.setItem(
      ANALYSIS_STORAGE_KEY,
      JSON.stringify({ id, analysisId: id, timestamp: new Date().toISOString() }),
    );
  } catch {
    // Quota or blocked storage: the results page still works with ?id=.
  }
}

export function recallAnalysisId(): string | null {
  try {
    return storedAnalysisId(storage()?.getItem(ANALYSIS_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

/** New analysis clears the stored data. */
export function forgetAnalysis(): void {
  try {
    storage()?.removeItem(ANALYSIS_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

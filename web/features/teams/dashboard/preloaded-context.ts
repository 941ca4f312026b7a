/**
 * The reports chosen on the dashboard for the assistant (spec section 4): kept in local storage,
 * flagged as coming from the dashboard and stamped, so the assistant page uses them once, within
 * 5 minutes, and a stale or foreign entry is never mistaken for a fresh choice.
 */
export const PRELOADED_CONTEXT_KEY = 'dashboard_preloaded_context';
/** How long a choice stays valid (the spec's 300000 ms). */
export const PRELOADED_CONTEXT_TTL_MS = 5 * 60 * 1000;

export interface PreloadedReport {
  id: string;
  /** The work area, for the assistant's summary (its first three titles). */
  title: string;
}

export interface PreloadedContext {
  fromDashboard: true;
  analysisIds: string[];
  titles: string[];
  /** What the assistant's question mentions: saved analyses and imported files (none from here). */
  counts: { analyses: number; files: number };
  /** Milliseconds since the epoch, when the choice was made. */
  timestamp: number;
}

/** The part of the Web Storage API used here (kept DOM-free so node tests can type-check it). */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function storage(): KeyValueStore | null {
  try {
    return (globalThis as { localStorage?: KeyValueStore }).localStorage ?? null;
  } catch {
    // Storage blocked (strict privacy settings): nothing is handed over.
    return null;
  }
}

/** Keeps the chosen reports for the assistant (blocked storage: the assistant simply starts empty). */
export function savePreloadedContext(reports: readonly PreloadedReport[], now = Date.now()): void {
  const context: PreloadedContext = {
    fromDashboard: true,
    analysisIds: reports.map((report) => report.id),
    titles: reports.map((report) => report.title),
    counts: { analyses: reports.length, files: 0 },
    timestamp: now,
  };
  try {
    storage()?.setItem(PRELOADED_CONTEXT_KEY, JSON.stringify(context));
  } catch {
    // Quota or blocked storage: nothing is handed over.
  }
}

function isContext(value: unknown): value is PreloadedContext {
  if (!value || typeof value !== 'object') return false;
  const context = value as Record<string, unknown>;
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return (
    context.fromDashboard === true &&
    strings(context.analysisIds) &&
    strings(context.titles) &&
    typeof context.timestamp === 'number' &&
    Boolean(context.counts) &&
    typeof context.counts === 'object'
  );
}

/**
 * The dashboard's choice, if one was made less than 5 minutes ago; it is removed either way, so
 * it is used at most once and a stale one does not linger.
 */
export function takePreloadedContext(now = Date.now()): PreloadedContext | null {
  let raw: string | null = null;
  try {
    const store = storage();
    raw = store?.getItem(PRELOADED_CONTEXT_KEY) ?? null;
    store?.removeItem(PRELOADED_CONTEXT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isContext(value)) return null;
  const age = now - value.timestamp;
  return age >= 0 && age < PRELOADED_CONTEXT_TTL_MS ? value : null;
}

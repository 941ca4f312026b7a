import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PRELOADED_CONTEXT_KEY,
  PRELOADED_CONTEXT_TTL_MS,
  savePreloadedContext,
  takePreloadedContext,
} from '@/features/teams/dashboard/preloaded-context';

interface MemoryStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A local storage kept in a map, enough for the helpers. */
function memoryStorage(): MemoryStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const REPORTS = [
  { id: 'a1', title: 'Atelier de soudure' },
  { id: 'a2', title: 'Entrepôt — quai 3' },
];
const SAVED_AT = Date.UTC(2026, 2, 12, 14, 0, 0);

describe("the dashboard's preloaded context for the assistant", () => {
  let storage: MemoryStorage;

  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('keeps the chosen reports under one key, flagged as from the dashboard, with counts and the time', () => {
    // Act
    savePreloadedContext(REPORTS, SAVED_AT);

    // Assess
    expect(JSON.parse(storage.getItem(PRELOADED_CONTEXT_KEY)!)).toEqual({
      fromDashboard: true,
      analysisIds: ['a1', 'a2'],
      titles: ['Atelier de soudure', 'Entrepôt — quai 3'],
      counts: { analyses: 2, files: 0 },
      timestamp: SAVED_AT,
    });
  });

  it('gives the context back within 5 minutes, once: taking it removes it', () => {
    // Prepare
    savePreloadedContext(REPORTS, SAVED_AT);

    // Act
    const taken = takePreloadedContext(SAVED_AT + PRELOADED_CONTEXT_TTL_MS - 1);

    // Assess
    expect(taken?.analysisIds).toEqual(['a1', 'a2']);
    expect(taken?.timestamp).toBe(SAVED_AT);
    expect(storage.getItem(PRELOADED_CONTEXT_KEY)).toBeNull();
    expect(takePreloadedContext(SAVED_AT + 1000)).toBeNull();
  });

  it('expires at 5 minutes (300000 ms), and the stale context is removed too', () => {
    // Prepare
    expect(PRELOADED_CONTEXT_TTL_MS).toBe(300_000);
    savePreloadedContext(REPORTS, SAVED_AT);

    // Act
    const taken = takePreloadedContext(SAVED_AT + 300_000);

    // Assess
    expect(taken).toBeNull();
    expect(storage.getItem(PRELOADED_CONTEXT_KEY)).toBeNull();
  });

  it('uses the real clock by default', () => {
    // Prepare
    vi.useFakeTimers({ now: SAVED_AT });
    try {
      savePreloadedContext(REPORTS);
      vi.setSystemTime(SAVED_AT + 4 * 60_000);

      // Act / Assess
      expect(takePreloadedContext()?.analysisIds).toEqual(['a1', 'a2']);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    [
      'not flagged as from the dashboard',
      { analysisIds: ['a1'], titles: ['x'], counts: {}, timestamp: SAVED_AT },
    ],
    [
      'flagged by something else',
      { fromDashboard: 'yes', analysisIds: ['a1'], titles: ['x'], counts: {}, timestamp: SAVED_AT },
    ],
    ['without ids', { fromDashboard: true, titles: [], counts: {}, timestamp: SAVED_AT }],
    [
      'with a textual time',
      { fromDashboard: true, analysisIds: ['a1'], titles: ['x'], counts: {}, timestamp: '1' },
    ],
  ])('ignores a context %s, and removes it', (_case, value) => {
    // Prepare
    storage.setItem(PRELOADED_CONTEXT_KEY, JSON.stringify(value));

    // Act / Assess
    expect(takePreloadedContext(SAVED_AT + 1000)).toBeNull();
    expect(storage.getItem(PRELOADED_CONTEXT_KEY)).toBeNull();
  });

  it('ignores damaged JSON and a time in the future', () => {
    storage.setItem(PRELOADED_CONTEXT_KEY, '{not json');
    expect(takePreloadedContext(SAVED_AT)).toBeNull();

    savePreloadedContext(REPORTS, SAVED_AT + 60_000);
    expect(takePreloadedContext(SAVED_AT)).toBeNull();
  });

  it('finds nothing when nothing was chosen, or when storage is blocked', () => {
    expect(takePreloadedContext(SAVED_AT)).toBeNull();

    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(() => savePreloadedContext(REPORTS, SAVED_AT)).not.toThrow();
    expect(takePreloadedContext(SAVED_AT)).toBeNull();
  });
});

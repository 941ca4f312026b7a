import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYSIS_STORAGE_KEY,
  forgetAnalysis,
  recallAnalysisId,
  rememberAnalysis,
  storedAnalysisId,
} from '@/features/analysis/analysis-memory';

interface MemoryStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A session storage kept in a map, enough for the helpers. */
function memoryStorage(): MemoryStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('storedAnalysisId', () => {
  it('reads id, then analysisId, then analysisData.id', () => {
    expect(storedAnalysisId(JSON.stringify({ id: 'a1', analysisId: 'a2' }))).toBe('a1');
    expect(storedAnalysisId(JSON.stringify({ analysisId: ' a2 ' }))).toBe('a2');
    expect(storedAnalysisId(JSON.stringify({ analysisData: { id: 'a3' } }))).toBe('a3');
  });

  it.each([
    null,
    '',
    'not json',
    '"a1"',
    '[]',
    '{}',
    JSON.stringify({ id: 42 }),
    JSON.stringify({ id: '  ' }),
  ])('finds no usable id in %j', (raw) => {
    expect(storedAnalysisId(raw)).toBeNull();
  });
});

describe('rememberAnalysis / recallAnalysisId / forgetAnalysis', () => {
  let storage: MemoryStorage;

  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it('keeps the id under analysisData and reads it back', () => {
    rememberAnalysis('an_42');
    expect(JSON.parse(storage.getItem(ANALYSIS_STORAGE_KEY) ?? '{}')).toMatchObject({
      id: 'an_42',
      analysisId: 'an_42',
    });
    expect(recallAnalysisId()).toBe('an_42');
  });

  it('reads a record written by another screen, and nothing once forgotten', () => {
    storage.setItem(ANALYSIS_STORAGE_KEY, JSON.stringify({ analysisId: 'an_7', area: 'Quai' }));
    expect(recallAnalysisId()).toBe('an_7');
    forgetAnalysis();
    expect(recallAnalysisId()).toBeNull();
  });

  it('answers null when storage is blocked', () => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get(): MemoryStorage {
        throw new Error('SecurityError');
      },
    });
    expect(() => rememberAnalysis('an_1')).not.toThrow();
    expect(recallAnalysisId()).toBeNull();
  });
});

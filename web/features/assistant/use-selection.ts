import { useCallback, useState } from 'react';
import type { AssistantTab, Selection } from './assistant-tabs';

const EMPTY: Selection = { history: new Set(), files: new Set(), reports: new Set(), references: new Set() };

/**
 * The ticks of the four tabs. What is shown is always the ticks that still match an item listed
 * (`present`): a deleted or vanished item is never counted nor sent.
 */
export function useSelection(present: Record<AssistantTab, readonly string[]>) {
  const [ticked, setTicked] = useState<Selection>(EMPTY);

  const kept = (tab: AssistantTab) => new Set(present[tab].filter((key) => ticked[tab].has(key)));
  const selection: Selection = {
    history: kept('history'),
    files: kept('files'),
    reports: kept('reports'),
    references: kept('references'),
  };

  const update = useCallback((tab: AssistantTab, change: (keys: Set<string>) => void) => {
    setTicked((current) => {
      const keys = new Set(current[tab]);
      change(keys);
      return { ...current, [tab]: keys };
    });
  }, []);

  const toggle = useCallback(
    (tab: AssistantTab, key: string) =>
      update(tab, (keys) => {
        if (!keys.delete(key)) keys.add(key);
      }),
    [update],
  );
  const select = useCallback(
    (tab: AssistantTab, keys: Iterable<string>) =>
      update(tab, (current) => {
        for (const key of keys) current.add(key);
      }),
    [update],
  );
  const deselectAll = useCallback((tab: AssistantTab) => update(tab, (keys) => keys.clear()), [update]);
  const clearAll = useCallback(() => setTicked(EMPTY), []);

  return { selection, toggle, select, deselectAll, clearAll };
}

import { useMemo, useState } from 'react';
import { allSelected, orderedSelection, toggleAll, toggleRisk } from '../risk-selection';

/**
 * The report's selected risks: all of them on load; toggled one by one or all at once.
 * The caller mounts it once per analysis (keyed by its id), so a new analysis starts afresh.
 */
export function useRiskSelection(ids: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(ids));
  const selectedIds = useMemo(() => orderedSelection(selected, ids), [selected, ids]);
  return {
    selectedIds,
    isSelected: (id: string) => selected.has(id),
    everySelected: allSelected(selected, ids),
    toggle: (id: string) => setSelected((current) => toggleRisk(current, id)),
    toggleEvery: () => setSelected((current) => toggleAll(current, ids)),
  };
}

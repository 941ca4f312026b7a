import { useEffect, useMemo, useState } from 'react';
import { allSelected, orderedSelection, toggleAll, toggleRisk } from '../risk-selection';

/**
 * The report's selected risks: the ones the adviser kept (saved on the server; all of them until
 * they choose); toggled one by one or all at once. When the list of risks changes (a finding added,
 * a merge), the server's selection is taken again.
 */
export function useRiskSelection(ids: readonly string[], saved?: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(saved ?? ids));
  const idsKey = ids.join(',');
  useEffect(() => {
    if (saved) setSelected(new Set(saved));
    // Only a change of the risks themselves resets it: the echo of a save must not undo a newer click.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idsKey]);
  const selectedIds = useMemo(() => orderedSelection(selected, ids), [selected, ids]);
  return {
    selectedIds,
    isSelected: (id: string) => selected.has(id),
    everySelected: allSelected(selected, ids),
    toggle: (id: string) => setSelected((current) => toggleRisk(current, id)),
    toggleEvery: () => setSelected((current) => toggleAll(current, ids)),
  };
}

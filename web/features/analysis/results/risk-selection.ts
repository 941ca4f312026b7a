/**
 * Risk selection: every risk is selected on load, each can be
 * toggled, and the select-all toggle clears the selection when everything is selected.
 * Selections are kept in the analysis' order, which is the order the report lists them in.
 */

export function allSelected(selected: ReadonlySet<string>, ids: readonly string[]): boolean {
  return ids.length > 0 && ids.every((id) => selected.has(id));
}

export function toggleRisk(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Select all, or none when all are already selected. */
export function toggleAll(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  return allSelected(selected, ids) ? new Set() : new Set(ids);
}

/** The selected ids in the analysis' order; ids no longer in the analysis are dropped. */
export function orderedSelection(selected: ReadonlySet<string>, ids: readonly string[]): string[] {
  return ids.filter((id) => selected.has(id));
}

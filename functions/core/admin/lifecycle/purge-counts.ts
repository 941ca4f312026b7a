/** What one purge deleted, by entity: the log line, the audit entry and the metrics say these. */
export interface PurgeCounts {
  /** Analyses deleted (each with its items, counted in analysisItems). */
  analyses: number;
  /** Analysis records, workbench, risk edits and edit log entries. */
  analysisItems: number;
  /** Corrective actions. */
  actions: number;
  /** Assistant library entries and its counter. */
  libraryItems: number;
  /** Items listed under the account: sessions, one-time tokens, recovery codes. */
  linkedItems: number;
  /** The team's partition (team, members, invitations, visitor codes) and its link pointers. */
  teamItems: number;
  /** The account row, its e-mail item, its last two-factor step, its countries, its subscription state. */
  accountItems: number;
  /** Stored files: results, photo previews, originals, after photos, library files, logo. */
  objects: number;
  /** Members of a deleted team left with an account of their own. */
  membersUntied: number;
}

export const emptyCounts = (): PurgeCounts => ({
  analyses: 0,
  analysisItems: 0,
  actions: 0,
  libraryItems: 0,
  linkedItems: 0,
  teamItems: 0,
  accountItems: 0,
  objects: 0,
  membersUntied: 0,
});

/** Table items a purge deleted (objects and untied members are not items deleted). */
export function itemsDeleted(counts: PurgeCounts): number {
  return (
    counts.analysisItems +
    counts.actions +
    counts.libraryItems +
    counts.linkedItems +
    counts.teamItems +
    counts.accountItems
  );
}

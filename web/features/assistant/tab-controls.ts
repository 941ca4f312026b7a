import type { Entry } from './api/delete-entries';

/** What the page gives each tab: its ticks and the actions on them. */
export interface TabControls {
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onSelectAll: (keys: readonly string[]) => void;
  onDeselectAll: () => void;
  /** Asks for confirmation, then deletes (`names` says what, in the question). */
  onDelete: (entries: readonly Entry[], names: readonly string[]) => void;
  language: string;
}

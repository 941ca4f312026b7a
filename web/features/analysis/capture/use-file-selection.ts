import { useCallback, useMemo, useState } from 'react';
import type { FileSelection } from '../components/SelectedFiles';

export interface FileSelectionState extends FileSelection {
  /** The checked files, in the order of the list. */
  selectedFiles: File[];
  /** How many files are listed. */
  total: number;
  allSelected: boolean;
  /** Select all, or deselect all when all are selected already. */
  toggleAll: () => void;
  clear: () => void;
}

/**
 * Which of the listed files are checked. Kept by file identity, so removing one file does
 * not shift the checks onto its neighbours; a removed file simply stops counting.
 */
export function useFileSelection(files: readonly File[]): FileSelectionState {
  const [checked, setChecked] = useState<ReadonlySet<File>>(() => new Set());
  const selectedFiles = useMemo(() => files.filter((file) => checked.has(file)), [files, checked]);
  const selected = useMemo(() => new Set(selectedFiles), [selectedFiles]);
  const allSelected = files.length > 0 && selectedFiles.length === files.length;

  const onToggle = useCallback((file: File) => {
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(file)) next.delete(file);
      else next.add(file);
      return next;
    });
  }, []);
  const toggleAll = useCallback(
    () => setChecked(allSelected ? new Set() : new Set(files)),
    [allSelected, files],
  );
  const clear = useCallback(() => setChecked(new Set()), []);

  return { selected, selectedFiles, total: files.length, allSelected, onToggle, toggleAll, clear };
}

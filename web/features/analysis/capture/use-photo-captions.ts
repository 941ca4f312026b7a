import { useCallback, useMemo, useState } from 'react';
import type { PhotoCaptions } from '../components/SelectedFiles';
import { captionsOfListed, withCaption, type Captions } from './captions';

export interface PhotoCaptionsState {
  /** What the file list reads and writes under each photo. */
  field: PhotoCaptions;
  /** Drops the captions of files no longer listed (a removed file takes its caption with it). */
  keepListed: (files: readonly File[]) => void;
  clear: () => void;
  /** The captions in the order of `files`, for the start request. */
  listFor: (files: readonly File[]) => (string | undefined)[];
}

/** The captions of the photos on the input screen, kept by file identity. */
export function usePhotoCaptions(): PhotoCaptionsState {
  const [captions, setCaptions] = useState<Captions<File>>(() => new Map());
  const field = useMemo<PhotoCaptions>(
    () => ({
      of: (file) => captions.get(file) ?? '',
      onChange: (file, text) => setCaptions((current) => withCaption(current, file, text)),
    }),
    [captions],
  );
  const keepListed = useCallback(
    (files: readonly File[]) => setCaptions((current) => captionsOfListed(current, files)),
    [],
  );
  const clear = useCallback(() => setCaptions(new Map()), []);
  const listFor = useCallback(
    (files: readonly File[]) => files.map((file) => captions.get(file)),
    [captions],
  );
  return { field, keepListed, clear, listFor };
}

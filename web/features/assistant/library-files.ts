import {
  ACCEPTED_FILES,
  LIBRARY_MAX_BYTES,
  LIBRARY_MEDIA_FILES,
  PHOTO_EXTENSIONS,
  extensionOf,
} from '#shared/schemas/analysis';

const ALL = Object.keys(ACCEPTED_FILES);
/** Imported workplace files also take video and audio (kept, listed, not read). */
const WITH_MEDIA = [...ALL, ...Object.keys(LIBRARY_MEDIA_FILES)];
/** The photos the spec's tiles name (jpeg, jpg, png, webp, heic). */
const PHOTOS = PHOTO_EXTENSIONS.filter((ext) => ['jpg', 'jpeg', 'png', 'webp', 'heic'].includes(ext));

/**
 * What each picker takes (spec section 5): imported files take every type the library reads; the
 * regulatory tiles PDF, Word, photos, and handwritten text (photos or scanned PDFs); reports PDF only.
 */
export const LIBRARY_PICKERS = {
  files: WITH_MEDIA,
  pdf: ['pdf'],
  word: ['doc', 'docx'],
  photos: PHOTOS,
  handwritten: [...PHOTOS, 'pdf'],
} as const satisfies Record<string, readonly string[]>;

export type LibraryPicker = keyof typeof LIBRARY_PICKERS;

/** The `accept` attribute of a picker (the check below still decides). */
export function acceptOf(picker: LibraryPicker): string {
  return LIBRARY_PICKERS[picker].map((ext) => `.${ext}`).join(',');
}

export type LibraryRejection = { name: string; reason: 'type' | 'size' | 'empty' };

/** The files a picker may send: its types, not empty, within the library's size per document. */
export function checkLibraryFiles(
  files: Iterable<File>,
  picker: LibraryPicker,
): { accepted: File[]; rejected: LibraryRejection[] } {
  const allowed: readonly string[] = LIBRARY_PICKERS[picker];
  const accepted: File[] = [];
  const rejected: LibraryRejection[] = [];
  for (const file of files) {
    if (!allowed.includes(extensionOf(file.name))) rejected.push({ name: file.name, reason: 'type' });
    else if (file.size === 0) rejected.push({ name: file.name, reason: 'empty' });
    else if (file.size > LIBRARY_MAX_BYTES) rejected.push({ name: file.name, reason: 'size' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

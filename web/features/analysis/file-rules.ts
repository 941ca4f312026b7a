import {
  ACCEPTED_FILES,
  MAX_FILES_PER_ANALYSIS,
  MAX_UPLOAD_BYTES,
  extensionOf,
} from '#shared/analysis-files';
import { formatFileSize } from '#shared/file-size';

const EXTENSIONS = Object.keys(ACCEPTED_FILES);
const IMAGE_EXTENSIONS = EXTENSIONS.filter((ext) =>
  ACCEPTED_FILES[ext as keyof typeof ACCEPTED_FILES].some((type) => type.startsWith('image/')),
);
const DOCUMENT_EXTENSIONS = EXTENSIONS.filter((ext) => !IMAGE_EXTENSIONS.includes(ext));

/** A photo (an image file): the input screen offers it a caption. */
export function isPhoto(name: string): boolean {
  return IMAGE_EXTENSIONS.includes(extensionOf(name));
}

const dotted = (extensions: string[]) => extensions.map((ext) => `.${ext}`).join(',');

/** `accept` attributes of the pickers; the extension check below still decides. */
export const ACCEPT = {
  photo: 'image/*',
  images: `${dotted(IMAGE_EXTENSIONS)},image/*`,
  documents: dotted(DOCUMENT_EXTENSIONS),
  all: `${dotted(EXTENSIONS)},image/*`,
} as const;

/** The accepted extensions, for messages ("jpg, jpeg, png…"). */
export const ACCEPTED_LIST = EXTENSIONS.join(', ');
export const MAX_FILES = MAX_FILES_PER_ANALYSIS;

export type Rejection = { name: string; reason: 'type' | 'size' | 'empty' | 'count' };

/** The same file picked twice (same name, size and date) is kept once. */
const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds picked or dropped files to the selection: accepted extensions only, none empty or over
 * the upload limit, at most the per-analysis count.
 */
export function addFiles(current: File[], picked: Iterable<File>): { files: File[]; rejected: Rejection[] } {
  const files = [...current];
  const rejected: Rejection[] = [];
  for (const file of picked) {
    if (files.some((kept) => sameFile(kept, file))) continue;
    if (!(extensionOf(file.name) in ACCEPTED_FILES)) rejected.push({ name: file.name, reason: 'type' });
    else if (file.size > MAX_UPLOAD_BYTES) rejected.push({ name: file.name, reason: 'size' });
    else if (file.size === 0) rejected.push({ name: file.name, reason: 'empty' });
    else if (files.length >= MAX_FILES_PER_ANALYSIS) rejected.push({ name: file.name, reason: 'count' });
    else files.push(file);
  }
  return { files, rejected };
}

/** The upload limit as shown to the user ("200 Mo", "200 MB"). */
export function maxSizeLabel(language: string): string {
  return formatFileSize(MAX_UPLOAD_BYTES, language);
}

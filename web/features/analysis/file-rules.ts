import {
  ACCEPTED_FILES,
  MAX_FILES_PER_ANALYSIS,
  MAX_UPLOAD_BYTES,
  extensionOf,
} from '#shared/analysis-files';

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

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file size on a 1024 base in the user's language and its units (Intl): "1,5 Ko" and "200 Mo"
 * in French, "1.5 kB" and "200 MB" in English, "25 o" and "25 byte" for a few bytes.
 */
export function formatFileSize(bytes: number, language: string): string {
  const size = Math.max(0, bytes);
  const power = size < 1 ? 0 : Math.min(Math.floor(Math.log(size) / Math.log(1024)), UNITS.length - 1);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[power],
    unitDisplay: 'short',
    maximumFractionDigits: power === 0 ? 0 : 2,
  }).format(size / 1024 ** power);
}

/** The upload limit as shown to the user ("200 Mo", "200 MB"). */
export function maxSizeLabel(language: string): string {
  return formatFileSize(MAX_UPLOAD_BYTES, language);
}

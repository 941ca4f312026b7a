import type { Risk } from '#shared/schemas/analysis';
import type { ReportLabels } from './labels';
import { clean } from './text';
import type { ReportInput } from './types';

function collectStrings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectStrings(v, out);
}

/** Everything the report may draw, so the fonts are subset once, before layout. */
export function reportCharset(input: ReportInput, labels: ReportLabels, risks: Risk[], date: string): string {
  const strings: string[] = [date, '0123456789 •×=/\\—–-,.:;()[]«»“”„‘’›「」：（）、。'];
  collectStrings(labels, strings);
  collectStrings(input.meta, strings);
  collectStrings({ ...input.analysis, risks }, strings);
  collectStrings(
    input.photos.map((p) => p.fileName),
    strings,
  );
  // The images' bytes are no text: only the cover's and the actions' own fields are collected.
  if (input.cover) collectStrings({ ...input.cover, logo: undefined }, strings);
  collectStrings(
    (input.actions ?? []).map((action) => ({ ...action, closurePhoto: undefined })),
    strings,
  );
  return clean(strings.join(''));
}

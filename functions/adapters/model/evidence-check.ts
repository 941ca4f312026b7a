import type * as z from 'zod';
import type { evidenceSchema } from '#shared/schemas/analysis';
import type { ModelAnswer } from './answer-schema';
import type { FileDelivery } from './delivery';
import type { AnalysisInput } from './port';
import { quoteFinder } from './quote-match';

/**
 * The model's evidence checked against what it was given. A quote of a document (text), of a
 * photo's OCR text (ocr) or of an adviser's caption must be found in that file's text or caption;
 * a description of a photo (model) stands only for a photo the model was shown, and keeps its
 * source so the screens and the report show it as the model's observation. The form fields
 * (area, instructions, sector) are the client's own words and pass as they are.
 */

export type Evidence = z.infer<typeof evidenceSchema>;
export type ModelEvidence = ModelAnswer['risks'][number]['evidence'][number];

/** Why an evidence was dropped. */
export type DropReason = 'unknownFile' | 'quoteNotFound' | 'noCaption' | 'photoNotSeen';

export type CheckedEvidence =
  { kept: Evidence } | { dropped: DropReason; source: ModelEvidence['source']; fileName: string | null };

const EXCERPT_MAX = 600;

function clip(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1)}…`;
}

/** Loose comparison key of a file name: Unicode form, dashes, spaces and case do not count. */
export function looseKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A name the model gave back, mapped to the input file it means (or null when none). */
export function fileNameResolver(input: AnalysisInput, deliveries: FileDelivery[]) {
  const byName = new Map<string, string>();
  for (const file of input.files) byName.set(file.fileName, file.fileName);
  for (const d of deliveries)
    if (d.documentName && !byName.has(d.documentName)) byName.set(d.documentName, d.fileName);
  const byLooseName = new Map([...byName].map(([name, file]) => [looseKey(name), file]));
  return (name: string | null): string | null =>
    name === null ? null : (byName.get(name) ?? byLooseName.get(looseKey(name)) ?? null);
}

/** The checker of one analysis: files, captions and deliveries looked up once. */
export function evidenceChecker(input: AnalysisInput, deliveries: FileDelivery[]) {
  const resolve = fileNameResolver(input, deliveries);
  const files = new Map(
    input.files.map((file, index) => [file.fileName, { file, delivery: deliveries[index] }]),
  );
  const finders = new Map<string, (quote: string) => boolean>();
  const finder = (key: string, text: string) => {
    if (!finders.has(key)) finders.set(key, quoteFinder(text));
    return finders.get(key)!;
  };

  return (evidence: ModelEvidence): CheckedEvidence => {
    const excerpt = clip(evidence.excerpt, EXCERPT_MAX);
    const { source } = evidence;
    if (source === 'area' || source === 'instructions' || source === 'sector')
      return { kept: { fileName: null, source, excerpt, page: null } };

    const fileName = resolve(evidence.fileName);
    const entry = fileName === null ? undefined : files.get(fileName);
    const drop = (reason: DropReason): CheckedEvidence => ({ dropped: reason, source, fileName });
    if (!entry || fileName === null) return drop('unknownFile');
    const { file, delivery } = entry;
    const inText = (quote: string) => Boolean(file.text) && finder(`text:${fileName}`, file.text!)(quote);
    // The source follows the file: a document's text, a photo's OCR text.
    const quoted = (): Evidence => ({
      fileName,
      source: file.kind === 'photo' ? 'ocr' : 'text',
      excerpt,
      page: file.kind === 'document' ? (evidence.page ?? null) : null,
    });

    const inCaption = (quote: string) =>
      Boolean(file.caption?.trim()) && finder(`caption:${fileName}`, file.caption!)(quote);
    const caption: Evidence = { fileName, source: 'caption', excerpt, page: null };

    switch (source) {
      case 'text':
      case 'ocr':
        if (inText(evidence.excerpt)) return { kept: quoted() };
        return inCaption(evidence.excerpt) ? { kept: caption } : drop('quoteNotFound');
      case 'caption':
        if (!file.caption?.trim()) return drop('noCaption');
        return inCaption(evidence.excerpt) ? { kept: caption } : drop('quoteNotFound');
      case 'model':
        if (delivery?.as === 'image') return { kept: { fileName, source: 'model', excerpt, page: null } };
        // Not a photo the model saw: what it says of the file must be in the file's text, like a quote.
        return inText(evidence.excerpt) ? { kept: quoted() } : drop('photoNotSeen');
    }
  };
}

import { isReadableExcerpt } from '#shared/evidence-quality';
import type { Language } from '#shared/languages';
import type { Risk } from '#shared/schemas/analysis';
import { fill } from './labels';
import type { ReportLabels } from './labels';

type Evidence = Risk['evidence'][number];

/** Words read in the documents, each quoted: « garde-corps absent », « 7 m ». */
export function quotedWords(labels: ReportLabels, words: readonly string[]): string {
  return words.map((word) => `${labels.quoteOpen}${word}${labels.quoteClose}`).join(labels.listSeparator);
}

/** One piece of evidence: where it was read (file, page, the adviser's caption), then the quote. */
export function evidenceLine(labels: ReportLabels, evidence: Evidence): string {
  const where = [
    evidence.fileName,
    evidence.page !== null ? `${labels.page} ${evidence.page}` : null,
    evidence.source === 'caption' ? labels.captionSource : null,
  ]
    .filter(Boolean)
    .join(', ');
  const quote = `${labels.quoteOpen}${evidence.excerpt}${labels.quoteClose}`;
  return where ? `${where}${labels.colon}${quote}` : quote;
}

/**
 * The lines of a list of evidence: each quote, except OCR text that is no words (isReadableExcerpt);
 * when nothing else is left, one line per photo says its text was unreadable, without the noise.
 */
export function evidenceLines(
  labels: ReportLabels,
  evidence: readonly Evidence[],
  language: Language,
): string[] {
  const quotable = evidence.filter((e) => e.source !== 'ocr' || isReadableExcerpt(e.excerpt, language));
  if (quotable.length > 0 || evidence.length === 0) return quotable.map((e) => evidenceLine(labels, e));
  return [...new Set(evidence.map((e) => e.fileName ?? ''))].map((file) =>
    fill(labels.unreadableOcr, { file }),
  );
}

import type { Risk } from '#shared/schemas/analysis';
import type { ReportLabels } from './labels';

/** Words read in the documents, each quoted: « garde-corps absent », « 7 m ». */
export function quotedWords(labels: ReportLabels, words: readonly string[]): string {
  return words.map((word) => `${labels.quoteOpen}${word}${labels.quoteClose}`).join(labels.listSeparator);
}

/** One piece of evidence: where it was read (file, page, the adviser's caption), then the quote. */
export function evidenceLine(labels: ReportLabels, evidence: Risk['evidence'][number]): string {
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

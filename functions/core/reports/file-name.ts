import reportsTexts from '#shared/i18n/reports';
import type { ReportInput } from './pdf/types';

export type ReportExtension = 'pdf' | 'docx' | 'xlsx';

/** What no file system or browser keeps in a file name, and the invisible characters that could disguise one. */
const FORBIDDEN = /[/\\:*?"<>|\p{Cc}\p{Cf}]/gu;
/** The longest name, in UTF-8 bytes: file systems take 255, with room left for a copy's " (2)". */
const MAX_BYTES = 200;
const SEPARATOR = ' – ';

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;
const cleaned = (text: string) => text.normalize('NFC').replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim();
/** The day of an ISO date or date-time ('' when it is none). */
const dayOf = (iso: string) => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : '');

/** `text` cut to `max` UTF-8 bytes between characters, at a space when one is near, without a dangling mark. */
function truncated(text: string, max: number): string {
  if (bytes(text) <= max) return text;
  let cut = '';
  for (const ch of text) {
    if (bytes(cut + ch) > max) break;
    cut += ch;
  }
  const space = cut.lastIndexOf(' ');
  if (space > cut.length * 0.6) cut = cut.slice(0, space);
  return cut.replace(/[\s\-–—,.;]+$/u, '');
}

/**
 * The report's file name in its language, readable in every script: the report title word, the
 * client (else the work area) and the visit date (else the analysis date), e.g.
 * "Rapport SST – Entrepôt Laval – 2026-11-22.pdf" or "労働安全衛生報告書 – 溶接工場 – 2026-11-22.pdf".
 * Only what file systems refuse is removed; the name is capped in length.
 */
/** An assistant answer's PDF: "<title> – <question's start> – <date>.pdf", readable in every language. */
export function answerFileName(title: string, question: string, timestamp: string): string {
  const date = dayOf(timestamp);
  const fixed = [title, date].filter(Boolean).join(SEPARATOR);
  const room = MAX_BYTES - bytes(`${fixed}${SEPARATOR}.pdf`);
  return `${[cleaned(title), truncated(cleaned(question), room), date].filter(Boolean).join(SEPARATOR)}.pdf`;
}

export function reportFileName(input: ReportInput, extension: ReportExtension): string {
  const language = input.analysis.language in reportsTexts ? input.analysis.language : 'fr';
  // From the texts themselves, not the report's labels (pdf/labels.ts): the routes answer files
  // with this module, and building the labels of seven languages slowed their cold start by 25 ms.
  const title = reportsTexts[language].pdf.fileTitle;
  const date = dayOf(input.cover?.visitDate ?? '') || dayOf(input.meta.date);
  const subject = cleaned(input.cover?.clientName ?? '') || cleaned(input.meta.area);
  const fixed = [title, date].filter(Boolean).join(SEPARATOR);
  const room = MAX_BYTES - bytes(`${fixed}${SEPARATOR}.${extension}`);
  const parts = [title, truncated(subject, room), date].filter((part) => part !== '');
  return `${parts.join(SEPARATOR)}.${extension}`;
}

/** Letters that decomposition does not bring back to ASCII, and the typographic marks of the names. */
const ASCII_OF: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
  '’': "'",
  '‘': "'",
  '–': '-',
  '—': '-',
};

/**
 * The ASCII name old clients and the quoted `filename` parameter get: accents removed, other scripts
 * left out, never empty ("RisqueVision" stands for a title no ASCII letter can write).
 */
export function asciiFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension = dot > 0 ? fileName.slice(dot + 1).replace(/[^A-Za-z0-9]/g, '') : '';
  const ascii = (text: string) =>
    [...text.normalize('NFKD').replace(/\p{M}/gu, '')]
      .map((ch) => ASCII_OF[ch] ?? ch)
      .join('')
      .replace(/[^\x20-\x7e]/g, ' ')
      .replace(FORBIDDEN, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const [title = '', ...rest] = base.split(SEPARATOR).map(ascii);
  const parts = [
    /[A-Za-z]/.test(title) ? title : 'RisqueVision',
    ...rest.filter((part) => /[A-Za-z0-9]/.test(part)),
  ];
  return `${parts.join(' - ')}${extension ? `.${extension}` : ''}`;
}

/** `Content-Disposition` with the ASCII name and the UTF-8 one (RFC 6266, RFC 5987 encoding). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encoded}`;
}

/** An attachment's name as a mail header carries it: ASCII as is, any other script as a MIME encoded word. */
export function mailFileName(fileName: string): string {
  return /^[\x20-\x7e]*$/.test(fileName)
    ? fileName
    : `=?UTF-8?B?${Buffer.from(fileName, 'utf8').toString('base64')}?=`;
}

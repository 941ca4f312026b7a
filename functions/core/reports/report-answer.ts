import { randomUUID } from 'node:crypto';
import { presignDownload, putObject } from '#adapters/objects';
import type { Analysis } from '#adapters/table/analyses';
import { contentDisposition } from './file-name';
import { REPORTS_PREFIX } from './storage';

/**
 * Largest PDF answered in the response itself. Lambda refuses a response over 6 MB and the
 * PDF travels base64 (4/3 larger) with its headers: 4 MiB becomes 5.6 MB.
 */
export const INLINE_PDF_MAX_BYTES = 4 * 1024 * 1024;
/** How long the link to a stored large report works; the browser follows it at once. */
export const REPORT_LINK_SECONDS = 300;

/** A report file as the routes answer it: the bytes, or a redirect to a short-lived link. */
export type FileAnswer =
  { binary: Uint8Array; headers: Record<string, string> } | { status: 303; headers: Record<string, string> };

/** A rendered report file (PDF, Word or Excel) of an analysis. */
export interface ReportFile {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
  item: Analysis;
}

/**
 * The file in the answer when it fits; otherwise stored under `reports/` (expired by a lifecycle
 * rule) and answered with 303 to a link that serves it with the same name.
 */
export async function reportAnswer(file: ReportFile, kind: 'inline' | 'attachment'): Promise<FileAnswer> {
  const disposition = contentDisposition(kind, file.fileName);
  if (file.bytes.byteLength <= INLINE_PDF_MAX_BYTES) {
    return {
      binary: file.bytes,
      headers: { 'content-type': file.contentType, 'content-disposition': disposition },
    };
  }
  const extension = file.fileName.split('.').pop() ?? 'bin';
  const key = `${REPORTS_PREFIX}${file.item.userId}/${file.item.id}/${randomUUID()}.${extension}`;
  await putObject(key, file.bytes, file.contentType);
  const url = await presignDownload(key, disposition, file.contentType, REPORT_LINK_SECONDS);
  return { status: 303, headers: { location: url } };
}

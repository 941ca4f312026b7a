import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import type { JobMessage } from '#adapters/queue';
import { getObjectBytes, putObject } from '#adapters/objects';
import { getEntry, updateEntry } from '#adapters/table/library';
import { logger } from '#functions/observability';

const payloadSchema = /* @__PURE__ */ schema(() => z.object({ owner: z.string().min(1) }));

/** The text of a library document, page by page, as the answerer reads it. */
export const documentTextSchema = /* @__PURE__ */ schema(() =>
  z.object({
    pages: z.array(z.object({ page: z.number(), text: z.string() })),
  }),
);
export type DocumentText = z.infer<typeof documentTextSchema>;

/** The analysis pipeline's reader (text layer, OCR within its budget), given by the worker. */
export type DocumentReader = (
  fileName: string,
  bytes: Uint8Array,
) => Promise<{ method: string; pages: { page: number; text: string }[] }>;

/**
 * Reads a document added to the library once (text, OCR of scans and photos, within an analysis's
 * reading budget) and stores its text beside it. Runs on the worker, which passes the reader: the
 * API routes that import this area never bundle the OCR and PDF engines. A redelivered message
 * finds the document no longer processing and does nothing.
 */
export async function runDocumentExtraction(message: JobMessage, read: DocumentReader): Promise<void> {
  const { owner } = payloadSchema.parse(message.payload);
  const entry = await getEntry(owner, message.jobId);
  if (!entry || entry.kind === 'history' || entry.status !== 'processing') return;
  try {
    const extracted = await read(entry.name, await getObjectBytes(entry.objectKey));
    const pages = extracted.pages
      .map((page) => ({ page: page.page, text: page.text.trim() }))
      .filter((page) => page.text);
    const textKey = `${entry.objectKey}.text.json`;
    if (pages.length)
      await putObject(textKey, JSON.stringify({ pages } satisfies DocumentText), 'application/json');
    await updateEntry(
      owner,
      entry.id,
      pages.length
        ? { status: 'ready', pages: pages.length, textKey }
        : { status: extracted.method === 'unreadable' ? 'failed' : 'noText', pages: 0 },
      'processing',
    );
  } catch (error) {
    logger.error('Library document could not be read', {
      documentId: entry.id,
      errorName: (error as Error).name,
      errorMessage: (error as Error).message,
    });
    await updateEntry(owner, entry.id, { status: 'failed' }, 'processing');
  }
}

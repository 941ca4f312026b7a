import type { APIRequestContext } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { UploadFile } from './analyses';

/** A PDF whose pages hold these lines (one array per page; an empty line ends a paragraph). */
export async function pdfOf(name: string, pages: string[][]): Promise<UploadFile> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([612, 792]);
    lines.forEach((line, i) => page.drawText(line, { x: 56, y: 730 - i * 18, size: 11, font }));
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
}

/** The text of a page as the answer quotes it: its lines, paragraphs joined, spaces collapsed. */
export const pageText = (lines: string[]) => lines.join(' ').replace(/\s+/g, ' ').trim();

/** Small text notes to fill a library with. */
export const notes = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => ({
    name: `note-${from + index}.txt`,
    buffer: Buffer.from(`Note d'inspection ${from + index} : allée dégagée.`, 'utf8'),
  }));

/**
 * Adds files to a library's Imported Files through the API, as the screen does: presigned uploads
 * (`purpose: library`), then the confirmation, whose answer is returned.
 */
export async function addToLibrary(request: APIRequestContext, files: { name: string; buffer: Buffer }[]) {
  const presigned = await request.post('/api/uploads', {
    data: {
      purpose: 'library',
      files: files.map((file) => ({ name: file.name, type: 'text/plain', size: file.buffer.length })),
    },
  });
  if (!presigned.ok()) throw new Error(`uploads answered ${presigned.status()}: ${await presigned.text()}`);
  const { uploads } = (await presigned.json()) as {
    uploads: { key: string; url: string; headers: Record<string, string> }[];
  };
  for (const [index, upload] of uploads.entries()) {
    const put = await request.put(upload.url, { headers: upload.headers, data: files[index]!.buffer });
    if (!put.ok()) throw new Error(`upload answered ${put.status()}`);
  }
  return request.post('/api/upload-file', {
    data: { files: uploads.map((upload, index) => ({ key: upload.key, name: files[index]!.name })) },
  });
}

/** Fills a library with `count` notes, 20 per confirmation (the most one takes). */
export async function seedLibrary(request: APIRequestContext, count: number) {
  for (let start = 0; start < count; start += 20) {
    const confirmed = await addToLibrary(request, notes(Math.min(20, count - start), start + 1));
    if (confirmed.status() !== 201)
      throw new Error(`upload-file answered ${confirmed.status()}: ${await confirmed.text()}`);
  }
}

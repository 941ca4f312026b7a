import { saveBlob } from '@/lib/save-blob';
import type { AsyncZippable, AsyncZippableFile } from 'fflate';
import { zipEntryNames, zipFileName } from './zip-name';

/** Photos, PDFs and DOCX are compressed already: storing them is as small and much faster. */
const STORED = /\.(jpe?g|png|webp|gif|heic|heif|pdf|docx)$/i;
const zipLevel = (name: string) => (STORED.test(name) ? 0 : 6);

/**
 * "Download selected": one file as it is, several in one zip named after them and the
 * date. fflate is loaded only here, when a user actually zips.
 */
export async function downloadFiles(files: readonly File[], now = new Date()): Promise<void> {
  if (files.length === 0) return;
  if (files.length === 1) {
    saveBlob(files[0]!, files[0]!.name);
    return;
  }
  const [{ zip }, contents] = await Promise.all([
    import('fflate'),
    Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer()))),
  ]);
  const names = zipEntryNames(files.map((file) => file.name));
  const entries: AsyncZippable = Object.fromEntries(
    names.map((name, index): [string, AsyncZippableFile] => [
      name,
      [contents[index]!, { level: zipLevel(name) }],
    ]),
  );
  const archive = await new Promise<Uint8Array>((resolve, reject) =>
    zip(entries, (error, data) => (error ? reject(error) : resolve(data))),
  );
  saveBlob(
    new Blob([archive as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
    zipFileName(
      files.map((file) => file.name),
      now,
    ),
  );
}

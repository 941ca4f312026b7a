import type * as z from 'zod';
import {
  LIBRARY_FILES_PER_REQUEST,
  type LibraryConfirmRequest,
  type LibraryItem,
  type libraryConfirmResponse,
} from '#shared/schemas/assistant';
import { createUploads, uploadFile } from '@/features/analysis';
import { apiRequest } from '@/lib/api-client';
import { COLLECTIONS, type Collection } from '../library-collections';

type ConfirmResponse = z.infer<typeof libraryConfirmResponse>;

/** What a collection records with its files: a reference's category, a report's description. */
export type UploadDetails = Pick<LibraryConfirmRequest, 'category' | 'description'>;

/**
 * Adds files to a collection: presigned uploads straight to storage (`purpose: library`), then
 * the collection's confirmation, which checks each file by its bytes and takes its places in the
 * library (409 libraryFull when they are not all left). At most 20 files per confirmation, so a
 * larger choice goes in several. `onProgress` receives 0-100 for all the files together.
 */
export async function uploadToLibrary(
  collection: Collection,
  files: readonly File[],
  details: UploadDetails,
  onProgress: (percent: number) => void,
): Promise<LibraryItem[]> {
  const added: LibraryItem[] = [];
  const sent = new Array<number>(files.length).fill(0);
  const report = () => onProgress(Math.round(sent.reduce((sum, part) => sum + part, 0) / files.length));
  for (let start = 0; start < files.length; start += LIBRARY_FILES_PER_REQUEST) {
    const batch = files.slice(start, start + LIBRARY_FILES_PER_REQUEST);
    const { uploads } = await createUploads({
      purpose: 'library',
      files: batch.map((file) => ({ name: file.name, type: file.type, size: file.size })),
    });
    await Promise.all(
      uploads.map((upload, index) =>
        uploadFile(upload, batch[index]!, (percent) => {
          sent[start + index] = percent;
          report();
        }),
      ),
    );
    const confirmed = await apiRequest<ConfirmResponse>(COLLECTIONS[collection].confirm, {
      method: 'POST',
      body: {
        files: uploads.map((upload, index) => ({ key: upload.key, name: batch[index]!.name })),
        ...details,
      } satisfies LibraryConfirmRequest,
    });
    added.push(...confirmed.items);
  }
  return added;
}

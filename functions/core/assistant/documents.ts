import { randomUUID } from 'node:crypto';
import {
  LIBRARY_LIMIT,
  type LibraryConfirmRequest,
  type LibraryItem,
  type LibraryKind,
} from '#shared/schemas/assistant';
import { LIBRARY_MAX_BYTES } from '#shared/schemas/analysis';
import { deleteObjects, getObjectBytes, headObject, presignDownload, putObject } from '#adapters/objects';
import { sendJob } from '#adapters/queue';
import {
  deleteEntry,
  getEntry,
  listEntries,
  placesUsed,
  putEntry,
  returnPlaces,
  takePlaces,
  type LibraryDocument,
} from '#adapters/table/library';
import type { User } from '#adapters/table/users';
import { checkDeclaredType, isUploadKeyOf, safeName } from '#core/analysis';
import { AppError, notFound } from '#core/errors';
import { libraryFolder, libraryOwner } from './library-owner';
import { isMediaFile } from './media';

export type DocumentKind = Exclude<LibraryKind, 'history'>;
export const LIBRARY_EXTRACT_JOB = 'library.extract';

export function toLibraryItem(entry: LibraryDocument): LibraryItem {
  return {
    id: entry.id,
    kind: entry.kind,
    name: entry.name,
    size: entry.size,
    contentType: entry.contentType,
    category: entry.category,
    description: entry.description,
    uploadedAt: entry.uploadedAt,
    status: entry.status,
    pages: entry.pages,
    addedBy: entry.addedBy,
  };
}

/** One collection of the caller's library, newest first, with the library's count and limit. */
export async function listDocuments(user: User, kind: DocumentKind) {
  const owner = libraryOwner(user);
  const [entries, count] = await Promise.all([listEntries(owner), placesUsed(owner)]);
  const items = entries.filter((entry): entry is LibraryDocument => entry.kind === kind).map(toLibraryItem);
  return { success: true as const, items, count, limit: LIBRARY_LIMIT };
}

/** What each collection accepts, by the file's bytes (never its name or declared type alone). */
const ACCEPTS: Record<DocumentKind, (detected: string) => boolean> = {
  file: () => true,
  reference: () => true,
  report: (detected) => detected === 'pdf',
};

/**
 * Adds files the caller uploaded (presigned) to a collection: each is checked by its bytes and
 * moved out of `uploads/` (which expires) into the library, then read and indexed by a job. The
 * places are taken first, all at once (409 libraryFull with the numbers when they are not all
 * left); a file that fails its checks gives its place back and refuses the request.
 */
export async function confirmDocuments(user: User, kind: DocumentKind, request: LibraryConfirmRequest) {
  const owner = libraryOwner(user);
  for (const file of request.files)
    if (!isUploadKeyOf(user.id, file.key)) throw new AppError(400, 'uploadMissing');
  const heads = await Promise.all(request.files.map((file) => headObject(file.key)));
  if (heads.some((head) => head === null)) throw new AppError(400, 'uploadMissing');
  if (heads.some((head) => head!.size > LIBRARY_MAX_BYTES)) throw new AppError(413, 'payloadTooLarge');

  const adding = request.files.length;
  if (!(await takePlaces(owner, adding, LIBRARY_LIMIT))) {
    const count = await placesUsed(owner);
    throw new AppError(409, 'libraryFull', { limit: LIBRARY_LIMIT, count, adding });
  }
  const stored: LibraryDocument[] = [];
  try {
    for (const [index, file] of request.files.entries()) {
      const bytes = await getObjectBytes(file.key);
      // Video and audio are kept among the imported files only, stored but never read.
      const media = isMediaFile(file.name, bytes);
      if (media.media) {
        if (kind !== 'file' || !media.matches)
          throw new AppError(400, kind === 'report' ? 'pdfOnly' : 'fileTypeNotAccepted', { file: file.name });
      } else {
        const check = checkDeclaredType(file.name, bytes);
        if (!check.ok || !ACCEPTS[kind](check.detected))
          throw new AppError(400, kind === 'report' ? 'pdfOnly' : 'fileTypeNotAccepted', { file: file.name });
      }
      const id = randomUUID();
      const objectKey = `${libraryFolder(owner)}/${id}/${safeName(file.name)}`;
      const contentType = heads[index]!.contentType ?? 'application/octet-stream';
      await putObject(objectKey, bytes, contentType);
      const entry: LibraryDocument = {
        id,
        kind,
        name: file.name,
        size: bytes.length,
        contentType,
        category: kind === 'reference' ? request.category || 'general' : '',
        description: request.description ?? '',
        uploadedAt: new Date().toISOString(),
        status: media.media ? 'noText' : 'processing',
        pages: media.media ? 0 : null,
        addedBy: user.email,
        objectKey,
        textKey: null,
      };
      await putEntry(owner, entry);
      stored.push(entry);
    }
  } catch (error) {
    // The places of the files not stored go back; those stored stay (they are in the library).
    await returnPlaces(owner, adding - stored.length);
    throw error;
  }
  await deleteObjects(request.files.map((file) => file.key));
  for (const entry of stored.filter((document) => document.status === 'processing'))
    await sendJob({ type: LIBRARY_EXTRACT_JOB, jobId: entry.id, payload: { owner } });
  return {
    success: true as const,
    items: stored.map(toLibraryItem),
    count: await placesUsed(owner),
    limit: LIBRARY_LIMIT,
  };
}

async function ownDocument(user: User, kind: DocumentKind, id: string): Promise<LibraryDocument> {
  const entry = await getEntry(libraryOwner(user), id);
  if (!entry || entry.kind !== kind) throw notFound();
  return entry;
}

/** A 5-minute link to the file, under its own name. */
export async function documentDownload(user: User, kind: DocumentKind, id: string): Promise<string> {
  const entry = await ownDocument(user, kind, id);
  const name = encodeURIComponent(entry.name);
  return presignDownload(entry.objectKey, `attachment; filename*=UTF-8''${name}`, entry.contentType);
}

/** Removes a document, its file and its text; its place in the library is free again. */
export async function deleteDocument(user: User, kind: DocumentKind, id: string): Promise<void> {
  const owner = libraryOwner(user);
  await ownDocument(user, kind, id);
  const removed = await deleteEntry(owner, id);
  if (!removed || removed.kind === 'history') return;
  await deleteObjects([removed.objectKey, ...(removed.textKey ? [removed.textKey] : [])]);
  await returnPlaces(owner, 1);
}

import { randomUUID } from 'node:crypto';
import { ACCEPTED_FILES, extensionOf, type AcceptedExtension } from '../../shared/schemas/analysis';
import { presignUpload, type PresignedUpload } from '../adapters/objects';

/** Upload keys live under the owner's prefix: that prefix is how ownership is checked later. */
export const uploadPrefix = (userId: string) => `uploads/${userId}/`;

/** A storage-safe file name: letters, digits, dot, dash and underscore, accents removed. */
function safeName(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_');
  return base.replace(/^_+|_+$/g, '').slice(-120) || 'file';
}

/** The content type to sign: the declared one when it fits the extension, else the extension's own. */
function contentTypeFor(name: string, declared: string): string {
  const accepted: readonly string[] = ACCEPTED_FILES[extensionOf(name) as AcceptedExtension];
  return accepted.includes(declared) && declared
    ? declared
    : (accepted.find(Boolean) ?? 'application/octet-stream');
}

/** One presigned PUT per file, scoped to the caller. The worker re-checks size and signature. */
export async function createUploads(
  userId: string,
  files: { name: string; type: string; size: number }[],
): Promise<PresignedUpload[]> {
  return Promise.all(
    files.map((file) =>
      presignUpload(
        `${uploadPrefix(userId)}${randomUUID()}/${safeName(file.name)}`,
        contentTypeFor(file.name, file.type),
        file.size,
      ),
    ),
  );
}

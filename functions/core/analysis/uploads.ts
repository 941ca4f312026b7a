import { randomUUID } from 'node:crypto';
import {
  ACCEPTED_FILES,
  LIBRARY_MEDIA_FILES,
  extensionOf,
  type AcceptedExtension,
} from '#shared/schemas/analysis';
import { presignUpload, type PresignedUpload } from '#adapters/objects';
import { incrementCounter } from '#adapters/table/counters';
import { AppError } from '#core/errors';
import { enforceRateLimit } from '#core/rate-limit';

/** Upload keys live under the owner's prefix: that prefix is how ownership is checked later. */
export const uploadPrefix = (userId: string) => `uploads/${userId}/`;

/** The name part of a key: what safeName gives, never only dots. */
const SAFE_NAME = String.raw`(?!\.+$)[A-Za-z0-9._-]{1,120}`;
const UUID = String.raw`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`;

/**
 * Whether `key` is exactly a key createUploads gives `userId`: prefix, one random folder, one safe
 * name. Dots inside a name (`notes_v2..txt`) are fine: a key is no path, nothing resolves `..`.
 */
export function isUploadKeyOf(userId: string, key: string): boolean {
  const escapedPrefix = uploadPrefix(userId).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escapedPrefix}${UUID}/${SAFE_NAME}$`, 'u').test(key);
}

/** The storage-safe file name, made once at presign time: letters, digits, dot, dash, underscore, accents removed. */
export function safeName(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(-120);
  return /^\.*$/.test(base) ? 'file' : base;
}

/** The content type to sign: the declared one when it fits the extension, else the extension's own. */
function contentTypeFor(name: string, declared: string): string {
  const extension = extensionOf(name);
  const accepted: readonly string[] =
    ACCEPTED_FILES[extension as AcceptedExtension] ??
    LIBRARY_MEDIA_FILES[extension as keyof typeof LIBRARY_MEDIA_FILES] ??
    [];
  return accepted.includes(declared) && declared
    ? declared
    : (accepted.find(Boolean) ?? 'application/octet-stream');
}

/** Presigning per user and hour: calls, and bytes declared (a call may sign 20 × 200 MB). */
export const PRESIGN_WINDOW_SECONDS = 3600;
export const PRESIGN_CALLS_PER_WINDOW = 60;
export const PRESIGN_BYTES_PER_WINDOW = 5 * 1024 ** 3;

/** 429 tooManyRequests once the caller has signed too many uploads or bytes this hour. */
async function throttlePresigning(userId: string, bytes: number): Promise<void> {
  await enforceRateLimit(`presign#${userId}`, PRESIGN_CALLS_PER_WINDOW, PRESIGN_WINDOW_SECONDS);
  if (
    (await incrementCounter(`rate#presign-bytes#${userId}`, PRESIGN_WINDOW_SECONDS, bytes)) >
    PRESIGN_BYTES_PER_WINDOW
  )
    throw new AppError(429, 'tooManyRequests', {}, { 'Retry-After': String(PRESIGN_WINDOW_SECONDS) });
}

/**
 * One presigned PUT per file, scoped to the caller. The worker re-checks size and signature.
 * Uploads no analysis claims expire with the bucket's lifecycle rule on `uploads/`.
 */
export async function createUploads(
  userId: string,
  files: { name: string; type: string; size: number }[],
): Promise<PresignedUpload[]> {
  await throttlePresigning(
    userId,
    files.reduce((sum, file) => sum + file.size, 0),
  );
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

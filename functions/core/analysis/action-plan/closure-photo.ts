import { randomUUID } from 'node:crypto';
import { deleteObjects, getObjectBytes, headObject, putObject } from '#adapters/objects';
import type { ActionRecord } from '#adapters/table/actions';
import { AppError } from '#core/errors';
import { isUploadKeyOf } from '../uploads';

/** Largest after photo kept (the web app compresses photos before they are sent). */
export const MAX_CLOSURE_PHOTO_BYTES = 10 * 1024 * 1024;

/** The image type of a file by its first bytes: the declared type and name prove nothing. */
export function imageTypeOf(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  return null;
}

/** The content type a stored image is served with, from the extension it was stored under. */
export const storedImageType = (key: string) => (key.endsWith('.png') ? 'image/png' : 'image/jpeg');

/**
 * Moves an uploaded after photo beside the action (uploads expire; evidence of a correction must
 * not). Only the caller's own upload, a JPEG or PNG by its bytes, within the size limit.
 */
export async function storeClosurePhoto(
  userId: string,
  action: ActionRecord,
  uploadKey: string,
): Promise<string> {
  if (!isUploadKeyOf(userId, uploadKey)) throw new AppError(400, 'uploadMissing');
  const head = await headObject(uploadKey);
  if (!head) throw new AppError(400, 'uploadMissing');
  if (head.size > MAX_CLOSURE_PHOTO_BYTES) throw new AppError(400, 'invalidImage');
  const bytes = await getObjectBytes(uploadKey);
  const type = imageTypeOf(bytes);
  if (!type) throw new AppError(400, 'invalidImage');
  const key = `actions/${userId}/${action.id}/${randomUUID()}.${type === 'image/png' ? 'png' : 'jpg'}`;
  await putObject(key, bytes, type);
  await deleteObjects([uploadKey]);
  return key;
}

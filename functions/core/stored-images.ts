import { randomUUID } from 'node:crypto';
import { deleteObjects, getObjectBytes, headObject, putObject } from '#adapters/objects';
import { AppError } from '#core/errors';
import { isUploadKeyOf } from '#core/analysis/uploads';

/**
 * Images the adviser keeps (a report logo, the photo taken after a correction): uploaded like any
 * file, then checked by their bytes and moved out of `uploads/`, whose objects expire.
 */

/** The image type of a file by its first bytes: the declared type and name prove nothing. */
export function imageTypeOf(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  return null;
}

/** The content type a kept image is served with, from the extension it was stored under. */
export const storedImageType = (key: string) => (key.endsWith('.png') ? 'image/png' : 'image/jpeg');

/**
 * Moves the caller's uploaded image under `folder` and returns its new key: only their own upload,
 * a JPEG or PNG by its bytes, within `maxBytes`.
 */
export async function keepUploadedImage(
  userId: string,
  uploadKey: string,
  folder: string,
  maxBytes: number,
): Promise<string> {
  if (!isUploadKeyOf(userId, uploadKey)) throw new AppError(400, 'uploadMissing');
  const head = await headObject(uploadKey);
  if (!head) throw new AppError(400, 'uploadMissing');
  if (head.size > maxBytes) throw new AppError(400, 'invalidImage');
  const bytes = await getObjectBytes(uploadKey);
  const type = imageTypeOf(bytes);
  if (!type) throw new AppError(400, 'invalidImage');
  const key = `${folder}/${randomUUID()}.${type === 'image/png' ? 'png' : 'jpg'}`;
  await putObject(key, bytes, type);
  await deleteObjects([uploadKey]);
  return key;
}

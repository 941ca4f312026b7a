import type { ActionRecord } from '#adapters/table/actions';
import { keepUploadedImage } from '#core/stored-images';

/** Largest after photo kept (the web app compresses photos before they are sent). */
export const MAX_CLOSURE_PHOTO_BYTES = 10 * 1024 * 1024;

/** Keeps an uploaded after photo beside its action: evidence of a correction must not expire. */
export function storeClosurePhoto(userId: string, action: ActionRecord, uploadKey: string): Promise<string> {
  return keepUploadedImage(userId, uploadKey, `actions/${userId}/${action.id}`, MAX_CLOSURE_PHOTO_BYTES);
}

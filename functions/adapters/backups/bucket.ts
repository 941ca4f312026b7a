import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '#functions/config';
import { objects } from '../objects';

/** The private backup bucket: backup functions only (the `backups:*` permissions). */
export function backupBucket(): string {
  const name = config().BACKUP_BUCKET_NAME;
  if (!name) throw new Error('Invalid configuration: BACKUP_BUCKET_NAME is required for backups');
  return name;
}

export async function putBackupObject(key: string, body: Uint8Array | string, contentType: string) {
  await objects().send(
    new PutObjectCommand({ Bucket: backupBucket(), Key: key, Body: body, ContentType: contentType }),
  );
}

/** The object's bytes, or null when it does not exist. */
export async function getBackupObject(key: string): Promise<Uint8Array | null> {
  try {
    const { Body } = await objects().send(new GetObjectCommand({ Bucket: backupBucket(), Key: key }));
    return Body ? await Body.transformToByteArray() : null;
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return null;
    throw error;
  }
}

export async function deleteBackupObject(key: string): Promise<void> {
  await objects().send(new DeleteObjectCommand({ Bucket: backupBucket(), Key: key }));
}

export interface ListedObject {
  key: string;
  size: number;
  etag: string;
}

/** Every object under a prefix of `bucket` (the backup bucket by default), page after page. */
export async function listObjects(prefix: string, bucket = backupBucket()): Promise<ListedObject[]> {
  const listed: ListedObject[] = [];
  let token: string | undefined;
  do {
    const page = await objects().send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const item of page.Contents ?? [])
      listed.push({ key: item.Key!, size: item.Size ?? 0, etag: item.ETag ?? '' });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return listed;
}

/** The folders right under a prefix (`backups/<id>/`), without listing their contents. */
export async function listFolders(prefix: string): Promise<string[]> {
  const folders: string[] = [];
  let token: string | undefined;
  do {
    const page = await objects().send(
      new ListObjectsV2Command({
        Bucket: backupBucket(),
        Prefix: prefix,
        Delimiter: '/',
        ContinuationToken: token,
      }),
    );
    for (const folder of page.CommonPrefixes ?? []) if (folder.Prefix) folders.push(folder.Prefix);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return folders;
}

/** A short-lived link that downloads the object under a readable file name. */
export async function presignBackupDownload(key: string, fileName: string, expiresIn = 300) {
  return getSignedUrl(
    objects(),
    new GetObjectCommand({
      Bucket: backupBucket(),
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName}"`,
      ResponseContentType: 'application/zip',
    }),
    { expiresIn },
  );
}

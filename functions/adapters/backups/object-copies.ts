import { CopyObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { objectsPrefix } from './names';
import { copySource } from './object-versions';
import type { BackupObject, ObjectSnapshotPort } from './port';

type List = (prefix: string, bucket: string) => Promise<{ key: string; size: number; etag: string }[]>;

/** Copies run this many at a time. */
const PARALLEL_COPIES = 8;

/**
 * Locally the object engine has no versioning: a backup copies every file of the uploads bucket
 * into `backups/<id>/objects/` of the backup bucket, and a restore copies them back.
 */
export class CopiedObjectSnapshot implements ObjectSnapshotPort {
  constructor(
    private readonly client: S3Client,
    private readonly uploadsBucket: string,
    private readonly backupBucket: string,
    private readonly list: List,
  ) {}

  async take({ backupId }: { backupId: string }): Promise<BackupObject[]> {
    const listed = await this.list('', this.uploadsBucket);
    await inBatches(listed, (object) =>
      this.copy(
        copySource(this.uploadsBucket, object.key),
        this.backupBucket,
        `${objectsPrefix(backupId)}${object.key}`,
      ),
    );
    return listed
      .map(({ key, size, etag }) => ({ key, size, etag, versionId: null }))
      .sort((a, b) => a.key.localeCompare(b.key));
  }

  async restore({ backupId, object, bucket }: { backupId: string; object: BackupObject; bucket: string }) {
    await this.copy(
      copySource(this.backupBucket, `${objectsPrefix(backupId)}${object.key}`),
      bucket,
      object.key,
    );
  }

  private async copy(source: string, bucket: string, key: string) {
    await this.client.send(new CopyObjectCommand({ Bucket: bucket, Key: key, CopySource: source }));
  }
}

export async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += PARALLEL_COPIES)
    await Promise.all(items.slice(i, i + PARALLEL_COPIES).map(work));
}

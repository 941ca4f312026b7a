import { CopyObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { COPIES_PREFIX, copyKey } from './names';
import { copySource } from './object-versions';
import type { BackupObject, ObjectSnapshotPort } from './port';

type List = (prefix: string, bucket: string) => Promise<{ key: string; size: number; etag: string }[]>;

/** Copies run this many at a time. */
const PARALLEL_COPIES = 8;

/**
 * Locally the object engine has no versioning: a backup copies the uploads bucket's files into the
 * backup bucket by content (`copies/<etag>`), so a file already kept by an earlier backup is not
 * copied again, and a restore copies them back under their keys.
 */
export class CopiedObjectSnapshot implements ObjectSnapshotPort {
  constructor(
    private readonly client: S3Client,
    private readonly uploadsBucket: string,
    private readonly backupBucket: string,
    private readonly list: List,
  ) {}

  async take(): Promise<BackupObject[]> {
    const [listed, kept] = await Promise.all([
      this.list('', this.uploadsBucket),
      this.list(COPIES_PREFIX, this.backupBucket),
    ]);
    const copied = new Set(kept.map((copy) => copy.key));
    const missing = listed.filter((object) => !copied.has(copyKey(object.etag)));
    await inBatches(missing, (object) =>
      this.copy(copySource(this.uploadsBucket, object.key), this.backupBucket, copyKey(object.etag)),
    );
    return listed
      .map(({ key, size, etag }) => ({ key, size, etag, versionId: null }))
      .sort((a, b) => a.key.localeCompare(b.key));
  }

  async restore({ object, bucket }: { object: BackupObject; bucket: string }) {
    await this.copy(copySource(this.backupBucket, copyKey(object.etag)), bucket, object.key);
  }

  private async copy(source: string, bucket: string, key: string) {
    await this.client.send(new CopyObjectCommand({ Bucket: bucket, Key: key, CopySource: source }));
  }
}

export async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += PARALLEL_COPIES)
    await Promise.all(items.slice(i, i + PARALLEL_COPIES).map(work));
}

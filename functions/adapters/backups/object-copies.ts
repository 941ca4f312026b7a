import { setTimeout as sleep } from 'node:timers/promises';
import { CopyObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { COPIES_PREFIX, copyKey } from './names';
import { copySource } from './object-versions';
import type { BackupObject, ObjectSnapshotPort } from './port';

type List = (prefix: string, bucket: string) => Promise<{ key: string; size: number; etag: string }[]>;

/** A copy refused while another backup writes the same content is tried again this many times in all. */
const COPY_ATTEMPTS = 3;
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
    await inBatches(missing, (object) => this.keepCopy(object));
    return listed
      .map(({ key, size, etag }) => ({ key, size, etag, versionId: null }))
      .sort((a, b) => a.key.localeCompare(b.key));
  }

  async restore({ object, bucket }: { object: BackupObject; bucket: string }) {
    await this.copy(copySource(this.backupBucket, copyKey(object.etag)), bucket, object.key);
  }

  /**
   * Two backups at once (the schedule and an administrator) may copy the same content together; the
   * local engine refuses one of two simultaneous writes of a key: the copy the other made is as good.
   */
  private async keepCopy(object: { key: string; etag: string }) {
    const target = copyKey(object.etag);
    for (let attempt = 1; ; attempt++) {
      try {
        await this.copy(copySource(this.uploadsBucket, object.key), this.backupBucket, target);
        return;
      } catch (error) {
        const kept = await this.client
          .send(new HeadObjectCommand({ Bucket: this.backupBucket, Key: target }))
          .catch(() => null);
        if (kept?.ETag === object.etag) return;
        if (attempt >= COPY_ATTEMPTS) throw error;
        await sleep(250 * attempt);
      }
    }
  }

  private async copy(source: string, bucket: string, key: string) {
    await this.client.send(new CopyObjectCommand({ Bucket: bucket, Key: key, CopySource: source }));
  }
}

export async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += PARALLEL_COPIES)
    await Promise.all(items.slice(i, i + PARALLEL_COPIES).map(work));
}

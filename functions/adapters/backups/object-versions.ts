import { CopyObjectCommand, ListObjectVersionsCommand, type S3Client } from '@aws-sdk/client-s3';
import type { BackupObject, ObjectSnapshotPort } from './port';

interface Version {
  key: string;
  versionId: string;
  at: number;
  size: number;
  etag: string;
  deleted: boolean;
}

/** `a/b c.jpg` → `a/b%20c.jpg`: CopySource is a URL path, the slashes kept. */
export function copySource(bucket: string, key: string, versionId?: string | null): string {
  const path = `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  return versionId ? `${path}?versionId=${encodeURIComponent(versionId)}` : path;
}

/**
 * The uploads bucket is versioned and keeps replaced or deleted versions for the backup retention
 * (infra/constructs/uploads.ts): a backup only records which version of each file was current at
 * its point in time, copies nothing, and a restore copies those versions back.
 */
export class VersionedObjectSnapshot implements ObjectSnapshotPort {
  constructor(
    private readonly client: S3Client,
    private readonly uploadsBucket: string,
  ) {}

  async take({ at }: { at: Date }): Promise<BackupObject[]> {
    const latest = new Map<string, Version>();
    const consider = (version: Version) => {
      // The newest version written at or before the backup's moment; later ones are not in it.
      if (version.at > at.getTime()) return;
      const current = latest.get(version.key);
      // Listings give times to the second: a delete marker in the same second as a version was,
      // far more likely, written after it.
      if (!current || version.at > current.at || (version.at === current.at && version.deleted))
        latest.set(version.key, version);
    };
    let keyMarker: string | undefined;
    let versionIdMarker: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectVersionsCommand({
          Bucket: this.uploadsBucket,
          KeyMarker: keyMarker,
          VersionIdMarker: versionIdMarker,
        }),
      );
      for (const v of page.Versions ?? [])
        consider({
          key: v.Key!,
          versionId: v.VersionId ?? 'null',
          at: v.LastModified?.getTime() ?? 0,
          size: v.Size ?? 0,
          etag: v.ETag ?? '',
          deleted: false,
        });
      for (const marker of page.DeleteMarkers ?? [])
        consider({
          key: marker.Key!,
          versionId: marker.VersionId ?? 'null',
          at: marker.LastModified?.getTime() ?? 0,
          size: 0,
          etag: '',
          deleted: true,
        });
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      versionIdMarker = page.IsTruncated ? page.NextVersionIdMarker : undefined;
    } while (keyMarker);
    return [...latest.values()]
      .filter((version) => !version.deleted)
      .map(({ key, size, etag, versionId }) => ({ key, size, etag, versionId }))
      .sort((a, b) => a.key.localeCompare(b.key));
  }

  async restore({
    object,
    bucket,
  }: {
    backupId: string;
    object: BackupObject;
    bucket: string;
  }): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: object.key,
        CopySource: copySource(this.uploadsBucket, object.key, object.versionId),
      }),
    );
  }
}

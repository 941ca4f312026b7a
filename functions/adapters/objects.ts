import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '#functions/config';
import { tracer } from '#functions/observability';
import { clientOptions } from './aws-options';

let client: S3Client | undefined;

/** The S3 client, created once. Path-style and on-demand checksums keep the local engine happy. */
export function objects(): S3Client {
  if (!client) {
    const { S3_ENDPOINT } = config();
    client = tracer.captureAWSv3Client(
      new S3Client({
        ...clientOptions(S3_ENDPOINT),
        forcePathStyle: Boolean(S3_ENDPOINT),
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    );
  }
  return client;
}

const bucket = () => config().BUCKET_NAME;

export interface PresignedUpload {
  key: string;
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
}

/**
 * A URL the browser uploads one file to. The signature binds the content type and length;
 * the worker still checks the stored object, since the local engine does not enforce them.
 */
export async function presignUpload(
  key: string,
  contentType: string,
  size: number,
  expiresIn = 900,
): Promise<PresignedUpload> {
  const command = new PutObjectCommand({
    Bucket: bucket(),
    Key: key,
    ContentType: contentType,
    ContentLength: size,
  });
  const url = await getSignedUrl(objects(), command, {
    expiresIn,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
  return { key, url, method: 'PUT', headers: { 'content-type': contentType } };
}

/** A short-lived link that answers the object with this Content-Disposition and type (a large report). */
export async function presignDownload(
  key: string,
  contentDisposition: string,
  contentType: string,
  expiresIn = 300,
): Promise<string> {
  const command = new GetObjectCommand({
    Bucket: bucket(),
    Key: key,
    ResponseContentDisposition: contentDisposition,
    ResponseContentType: contentType,
  });
  return getSignedUrl(objects(), command, { expiresIn });
}

/** A short-lived link that shows an image in the page (inline), for the results screen. */
export async function presignView(key: string, contentType: string, expiresIn = 900): Promise<string> {
  const command = new GetObjectCommand({
    Bucket: bucket(),
    Key: key,
    ResponseContentDisposition: 'inline',
    ResponseContentType: contentType,
  });
  return getSignedUrl(objects(), command, { expiresIn });
}

export async function putObject(key: string, body: Uint8Array | string, contentType: string): Promise<void> {
  await objects().send(
    new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }),
  );
}

/** The first `length` bytes of an object (a file header), without downloading the rest. */
export async function getObjectHead(key: string, length: number): Promise<Uint8Array> {
  const { Body } = await objects().send(
    new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${length - 1}` }),
  );
  if (!Body) throw new Error(`Object ${key} has no body`);
  return Body.transformToByteArray();
}

export async function getObjectBytes(key: string): Promise<Uint8Array> {
  const { Body } = await objects().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  if (!Body) throw new Error(`Object ${key} has no body`);
  return Body.transformToByteArray();
}

/** Size and type of a stored object, or null when it does not exist. */
export async function headObject(key: string): Promise<{ size: number; contentType?: string } | null> {
  try {
    const head = await objects().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NotFound' || name === 'NoSuchKey') return null;
    throw error;
  }
}

export async function checkBucket(): Promise<void> {
  await objects().send(new HeadBucketCommand({ Bucket: bucket() }));
}

/** Deletes many objects, 1,000 a request (S3's limit); a missing key is no error. */
export async function deleteObjects(keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const { Errors } = await objects().send(
      new DeleteObjectsCommand({
        Bucket: bucket(),
        Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
      }),
    );
    if (Errors?.length) throw new Error(`Could not delete ${Errors.length} object(s): ${Errors[0]!.Code}`);
  }
}

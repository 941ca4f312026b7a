import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getObjectBytes, headObject, presignDownload, presignUpload, putObject } from '#adapters/objects';

describe('objects adapter against the local S3 engine', () => {
  it('uploads through a presigned PUT and reads back through a presigned GET', async () => {
    // Prepare
    const key = `uploads/test/${randomUUID()}/rapport.pdf`;
    const bytes = new TextEncoder().encode('%PDF-1.7\nInspection note: unguarded conveyor\n');
    const upload = await presignUpload(key, 'application/pdf', bytes.length);

    // Act
    const put = await fetch(upload.url, { method: upload.method, headers: upload.headers, body: bytes });
    const downloadUrl = await presignDownload(
      key,
      `attachment; filename*=UTF-8''${encodeURIComponent('Rapport d’inspection.pdf')}`,
      'application/pdf',
    );
    const get = await fetch(downloadUrl);

    // Assess
    expect(upload.url).toContain('X-Amz-Signature=');
    expect(put.status).toBe(200);
    expect(new Uint8Array(await get.arrayBuffer())).toEqual(bytes);
    expect(get.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''Rapport%20d%E2%80%99inspection.pdf",
    );
    expect(await headObject(key)).toMatchObject({ size: bytes.length, contentType: 'application/pdf' });
  });

  it('answers null for a missing object and reads bytes written by the server', async () => {
    const key = `reports/${randomUUID()}.txt`;
    expect(await headObject(key)).toBeNull();
    await putObject(key, 'Bonjour, été', 'text/plain; charset=utf-8');
    expect(new TextDecoder().decode(await getObjectBytes(key))).toBe('Bonjour, été');
  });
});

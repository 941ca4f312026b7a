import type { PresignedUpload } from './create-uploads';

/** The storage refused or never answered the upload of one file. */
export class UploadError extends Error {
  readonly fileName: string;
  readonly status: number;

  constructor(fileName: string, status: number) {
    super(`Upload of ${fileName} failed (${status || 'network'})`);
    this.name = 'UploadError';
    this.fileName = fileName;
    this.status = status;
  }
}

/**
 * Sends one file to its presigned URL. XMLHttpRequest rather than fetch: only it reports
 * upload progress. `onProgress` receives 0-100.
 */
export function uploadFile(
  upload: PresignedUpload,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(upload.method, upload.url);
    for (const [name, value] of Object.entries(upload.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadError(file.name, xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError(file.name, 0));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

import type { LOGO_TYPES } from '#shared/schemas/workbench';
import { apiRequest } from '@/lib/api-client';

interface LogoUploadTarget {
  key: string;
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
}

/** The storage refused or never answered the logo's upload. */
export class LogoUploadError extends Error {
  constructor(readonly status: number) {
    super(`Logo upload failed (${status || 'network'})`);
    this.name = 'LogoUploadError';
  }
}

/**
 * Sends the logo straight to storage through a presigned URL and answers its key. A logo is at
 * most 1 MiB, so fetch is enough (no progress bar to feed).
 */
export async function uploadLogo(file: File): Promise<string> {
  const target = await apiRequest<LogoUploadTarget>('/api/profile/logo-upload', {
    method: 'POST',
    body: { type: file.type as (typeof LOGO_TYPES)[number], size: file.size },
  });
  let response: Response;
  try {
    response = await fetch(target.url, { method: target.method, headers: target.headers, body: file });
  } catch {
    throw new LogoUploadError(0);
  }
  if (!response.ok) throw new LogoUploadError(response.status);
  return target.key;
}

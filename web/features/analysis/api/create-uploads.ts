import type * as z from 'zod';
import type { uploadsRequest, uploadsResponse } from '#shared/schemas/analysis';
import { apiRequest } from '@/lib/api-client';

export type CreateUploadsInput = z.input<typeof uploadsRequest>;
export type CreateUploadsResponse = z.infer<typeof uploadsResponse>;
export type PresignedUpload = CreateUploadsResponse['uploads'][number];

/** One presigned PUT per file, in the order of the files sent. */
export function createUploads(input: CreateUploadsInput): Promise<CreateUploadsResponse> {
  return apiRequest('/api/uploads', { method: 'POST', body: input });
}

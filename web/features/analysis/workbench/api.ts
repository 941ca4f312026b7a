import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type {
  Action,
  createActionRequest,
  EditLogEntry,
  UpdateActionRequest,
  patchAnalysisRequest,
} from '#shared/schemas/workbench';
import { apiRequest } from '@/lib/api-client';
import type { AnalysisStatusResponse } from '../api/analysis-status';
import { createUploads } from '../api/create-uploads';
import { uploadFile } from '../api/upload-file';

type PatchBody = z.input<typeof patchAnalysisRequest>;

const analysisKey = (id: string) => ['analysis', id] as const;
const actionsKey = (id: string) => ['analysis', id, 'actions'] as const;

/** PATCH /api/analyses/{id}: the answer is the analysis as it now stands, put in the status query's cache. */
export function usePatchAnalysis(analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchBody) =>
      apiRequest<AnalysisStatusResponse>(`/api/analyses/${encodeURIComponent(analysisId)}`, {
        method: 'PATCH',
        body,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(analysisKey(analysisId), answer);
      void queryClient.invalidateQueries({ queryKey: ['analysis', analysisId, 'edits'] });
    },
  });
}

export function useEditLog(analysisId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['analysis', analysisId, 'edits'],
    queryFn: ({ signal }) =>
      apiRequest<{ edits: EditLogEntry[] }>(`/api/analyses/${encodeURIComponent(analysisId)}/edits`, {
        signal,
      }),
    enabled,
  });
}

/** Every action of the analysis (open and closed), by due date. */
export function useAnalysisActions(analysisId: string) {
  return useQuery({
    queryKey: actionsKey(analysisId),
    queryFn: ({ signal }) =>
      apiRequest<{ actions: Action[] }>(
        `/api/actions?status=all&analysisId=${encodeURIComponent(analysisId)}`,
        { signal },
      ),
  });
}

export function useActionMutations(analysisId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: actionsKey(analysisId) });
    void queryClient.invalidateQueries({ queryKey: ['actions'] });
  };
  const create = useMutation({
    mutationFn: (body: z.input<typeof createActionRequest>) =>
      apiRequest<{ action: Action }>(`/api/analyses/${encodeURIComponent(analysisId)}/actions`, {
        method: 'POST',
        body,
      }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: UpdateActionRequest & { id: string }) =>
      apiRequest<{ action: Action }>(`/api/actions/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest(`/api/actions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { create, update, remove };
}

/** Uploads the photo taken after a correction and returns its key, for `closurePhotoKey`. */
export async function uploadAfterPhoto(file: File): Promise<string> {
  const { uploads } = await createUploads({ files: [{ name: file.name, type: file.type, size: file.size }] });
  const [target] = uploads;
  await uploadFile(target!, file, () => {});
  return target!.key;
}

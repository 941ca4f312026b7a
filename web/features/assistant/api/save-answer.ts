import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { assistantPaths } from './assistant-paths';
import { assistantKey } from './keys';

/** Saves an answer to the Analysis Reports (it leaves the History tab for that one). */
export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(assistantPaths.save(id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantKey }),
  });
}

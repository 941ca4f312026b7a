import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { usePatchAnalysis } from '../../workbench';

/** Half a second after the last click, the kept risks are saved on the server. */
export const SELECTION_SAVE_DELAY_MS = 500;

/** Saves the selection when it differs from the server's, after a short pause (several clicks, one save). */
export function useSavedSelection(
  analysisId: string,
  selected: readonly string[],
  saved?: readonly string[],
) {
  const { t } = useTranslation();
  const patch = usePatchAnalysis(analysisId);
  const mutate = useRef(patch.mutate);
  mutate.current = patch.mutate;
  const key = selected.join(',');
  const savedKey = saved?.join(',');
  useEffect(() => {
    if (savedKey === undefined || key === savedKey) return;
    const timer = window.setTimeout(() => {
      mutate.current(
        { selectedRisks: key ? key.split(',') : [] },
        { onError: () => toast({ title: t('workbench.saveError'), variant: 'destructive' }) },
      );
    }, SELECTION_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, savedKey, t]);
}

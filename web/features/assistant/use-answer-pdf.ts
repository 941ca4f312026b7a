import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { printInFrame, printInWindow } from '@/features/reports';
import { saveBlob } from '@/lib/save-blob';
import { getAnswerPdf } from './api/answer-pdf';

/** Object URLs are released once the print dialog has had time to take them. */
const RELEASE_AFTER_MS = 60_000;

/**
 * The PDF of an answer, with its sources: downloaded under the server's name, or printed like the
 * results screen prints its report (a window opened during the click, a hidden frame when pop-ups
 * are blocked). Failures are told.
 */
export function useAnswerPdf(id: string) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'download' | 'print' | null>(null);

  const download = useCallback(async () => {
    setBusy('download');
    try {
      const { blob, fileName } = await getAnswerPdf(id);
      saveBlob(blob, fileName);
    } catch {
      toast({ title: t('assistant.answer.pdfFailed'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }, [id, t]);

  const print = useCallback(async () => {
    setBusy('print');
    // Opened now, while the click still counts as a user gesture, or a blocker would refuse it.
    const popup = window.open('', '_blank');
    if (popup) {
      popup.document.title = t('assistant.answer.printPreparing');
      popup.document.body.textContent = t('assistant.answer.printPreparing');
    }
    let url: string | null = null;
    try {
      const { blob } = await getAnswerPdf(id, 'inline');
      url = URL.createObjectURL(blob);
      if (popup && !popup.closed) printInWindow(popup, url);
      else await printInFrame(url);
      const release = url;
      window.setTimeout(() => URL.revokeObjectURL(release), RELEASE_AFTER_MS);
    } catch {
      popup?.close();
      if (url) URL.revokeObjectURL(url);
      toast({ title: t('assistant.answer.printFailed'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }, [id, t]);

  return { download, print, busy };
}

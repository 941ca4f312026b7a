import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { saveBlob } from '@/lib/save-blob';
import { getReportFile, getReportPdf } from '../api/report-pdf';

/** Delay between the PDF's load and the print dialog, so the viewer has drawn it. */
const PRINT_DELAY_MS = 500;
/** The hidden frame is given up if the PDF has not loaded by then. */
const FRAME_TIMEOUT_MS = 5000;
/** Object URLs and frames are released once the print dialog has had time to take them. */
const RELEASE_AFTER_MS = 60_000;

/** Prints a PDF through a hidden frame; rejects if it does not load in time. */
export function printInFrame(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
    const timeout = window.setTimeout(() => {
      frame.remove();
      reject(new Error('print frame timeout'));
    }, FRAME_TIMEOUT_MS);
    frame.addEventListener('load', () => {
      window.clearTimeout(timeout);
      window.setTimeout(() => {
        try {
          frame.contentWindow?.focus();
          frame.contentWindow?.print();
          resolve();
        } catch (error) {
          reject(error instanceof Error ? error : new Error('print failed'));
        }
        window.setTimeout(() => frame.remove(), RELEASE_AFTER_MS);
      }, PRINT_DELAY_MS);
    });
    frame.src = url;
    document.body.append(frame);
  });
}

/** Shows the PDF in a window opened during the click, then prints it once loaded. */
export function printInWindow(popup: Window, url: string): void {
  popup.location.replace(url);
  const started = Date.now();
  const waitForLoad = () => {
    try {
      if (popup.closed) return;
      if (popup.document.readyState === 'complete' && popup.location.href === url) {
        window.setTimeout(() => {
          popup.focus();
          popup.print();
        }, PRINT_DELAY_MS);
        return;
      }
    } catch {
      // The viewer's document is not readable yet: keep waiting.
    }
    if (Date.now() - started < FRAME_TIMEOUT_MS * 2) window.setTimeout(waitForLoad, 100);
  };
  window.setTimeout(waitForLoad, 100);
}

/**
 * Download and print of the report for the selected risks. Download saves the PDF under
 * the server's file name; print opens it in a new window (or a hidden frame when pop-ups
 * are blocked) and opens the print dialog half a second after it has loaded.
 */
export function useReportPdf(analysisId: string, selectedRisks: readonly string[], language?: string) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [printing, setPrinting] = useState(false);

  const download = useCallback(async () => {
    if (selectedRisks.length === 0) return;
    setDownloading(true);
    try {
      const { blob, fileName } = await getReportPdf(analysisId, selectedRisks, 'attachment', language);
      saveBlob(blob, fileName);
    } catch {
      toast({ title: t('report.actions.pdfError'), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  }, [analysisId, selectedRisks, language, t]);

  const print = useCallback(async () => {
    if (selectedRisks.length === 0) return;
    setPrinting(true);
    // Opened now, while the click still counts as a user gesture, or a blocker would refuse it.
    const popup = window.open('', '_blank');
    if (popup) {
      popup.document.title = t('report.actions.printPreparing');
      popup.document.body.textContent = t('report.actions.printPreparing');
    }
    let url: string | null = null;
    try {
      const { blob } = await getReportPdf(analysisId, selectedRisks, 'inline', language);
      url = URL.createObjectURL(blob);
      if (popup && !popup.closed) printInWindow(popup, url);
      else await printInFrame(url);
      const release = url;
      window.setTimeout(() => URL.revokeObjectURL(release), RELEASE_AFTER_MS);
    } catch {
      popup?.close();
      if (url) URL.revokeObjectURL(url);
      toast({ title: t('report.actions.printError'), variant: 'destructive' });
    } finally {
      setPrinting(false);
    }
  }, [analysisId, selectedRisks, language, t]);

  const [office, setOffice] = useState<'docx' | 'xlsx' | null>(null);
  const downloadOffice = useCallback(
    async (format: 'docx' | 'xlsx') => {
      if (selectedRisks.length === 0 || !language) return;
      setOffice(format);
      try {
        const { blob, fileName } = await getReportFile(analysisId, format, selectedRisks, language);
        saveBlob(blob, fileName);
      } catch {
        toast({ title: t('workbench.fileError'), variant: 'destructive' });
      } finally {
        setOffice(null);
      }
    },
    [analysisId, selectedRisks, language, t],
  );

  return { download, print, downloading, printing, downloadOffice, office };
}

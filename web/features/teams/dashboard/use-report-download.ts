import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { saveBlob } from '@/lib/save-blob';
import { getKeptReportPdf } from './api/report-pdf';

/** Downloads a report's PDF under the server's file name; `downloading` names the one under way. */
export function useReportDownload() {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = useCallback(
    async (analysisId: string) => {
      setDownloading(analysisId);
      try {
        const { blob, fileName } = await getKeptReportPdf(analysisId);
        saveBlob(blob, fileName);
      } catch {
        toast({ title: t('report.actions.pdfError'), variant: 'destructive' });
      } finally {
        setDownloading(null);
      }
    },
    [t],
  );
  return { download, downloading };
}

import { fallbackPdfName, pdfFileName } from '@/features/reports';
import { apiFile } from '@/lib/api-client';

/**
 * `GET /api/analyses/{id}/pdf` without a selection: the report of the risks its author kept, in
 * the analysis's language, with the server's file name.
 */
export async function getKeptReportPdf(analysisId: string): Promise<{ blob: Blob; fileName: string }> {
  const { blob, contentDisposition } = await apiFile(
    `/api/analyses/${encodeURIComponent(analysisId)}/pdf`,
    'application/pdf',
  );
  return { blob, fileName: pdfFileName(contentDisposition, fallbackPdfName(analysisId)) };
}

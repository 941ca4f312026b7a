import { fallbackPdfName, pdfFileName, reportPdfPath, type PdfDisposition } from '../report-files';
import { apiFile } from '@/lib/api-client';

export interface ReportPdf {
  blob: Blob;
  fileName: string;
}

/** GET /api/analyses/{id}/pdf with the selected risks: the report as a PDF blob and its name. */
export async function getReportPdf(
  analysisId: string,
  selectedRisks: readonly string[],
  disposition: PdfDisposition,
): Promise<ReportPdf> {
  const { blob, contentDisposition } = await apiFile(
    reportPdfPath(analysisId, selectedRisks, disposition),
    'application/pdf',
  );
  return { blob, fileName: pdfFileName(contentDisposition, fallbackPdfName(analysisId)) };
}

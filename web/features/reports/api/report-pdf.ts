import {
  fallbackPdfName,
  pdfFileName,
  reportFilePath,
  reportPdfPath,
  type PdfDisposition,
} from '../report-files';
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
  language?: string,
): Promise<ReportPdf> {
  const { blob, contentDisposition } = await apiFile(
    reportPdfPath(analysisId, selectedRisks, disposition, language),
    'application/pdf',
  );
  return { blob, fileName: pdfFileName(contentDisposition, fallbackPdfName(analysisId)) };
}

/** The Word report or the Excel register of the selected risks, in `language`. */
export async function getReportFile(
  analysisId: string,
  format: 'docx' | 'xlsx',
  selectedRisks: readonly string[],
  language: string,
): Promise<ReportPdf> {
  const { blob, contentDisposition } = await apiFile(
    reportFilePath(analysisId, format, selectedRisks, language),
    '*/*',
  );
  return { blob, fileName: pdfFileName(contentDisposition, `RisqueVision-${analysisId}.${format}`) };
}

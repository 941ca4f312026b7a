import { fallbackPdfName, pdfFileName } from '@/features/reports';
import { apiFile } from '@/lib/api-client';
import { assistantPaths } from './assistant-paths';

/**
 * GET /api/perplexity/pdf/{id}: the answer as a PDF with its sources, and the server's file name;
 * `inline` to show it for printing rather than to save it.
 */
export async function getAnswerPdf(
  id: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): Promise<{ blob: Blob; fileName: string }> {
  const path =
    disposition === 'inline' ? `${assistantPaths.pdf(id)}?disposition=inline` : assistantPaths.pdf(id);
  const { blob, contentDisposition } = await apiFile(path, 'application/pdf');
  return { blob, fileName: pdfFileName(contentDisposition, fallbackPdfName(id)) };
}

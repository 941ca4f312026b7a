/** Report URLs and the PDF's file name. */

export type PdfDisposition = 'attachment' | 'inline';

/** GET /api/analyses/{id}/pdf?selectedRisks=SST_001,SST_003[&disposition=inline] */
export function reportPdfPath(
  analysisId: string,
  selectedRisks: readonly string[],
  disposition: PdfDisposition,
  language?: string,
) {
  const query = new URLSearchParams({ selectedRisks: selectedRisks.join(',') });
  if (disposition === 'inline') query.set('disposition', 'inline');
  if (language) query.set('language', language);
  // Commas are legal in a query and keep the ids readable in server logs.
  return `/api/analyses/${encodeURIComponent(analysisId)}/pdf?${query.toString().replace(/%2C/g, ',')}`;
}

export function fallbackPdfName(analysisId: string): string {
  return `RisqueVision-${analysisId.replace(/[^\w.-]+/g, '_')}.pdf`;
}

/** Keeps a name safe to save: no folders, no control characters. */
function safeName(name: string): string | null {
  const base =
    name
      .split(/[/\\]/)
      .pop()
      ?.replace(/\p{Cc}/gu, '')
      .trim() ?? '';
  return base && base !== '.' && base !== '..' ? base : null;
}

/**
 * The file name from a Content-Disposition header: the UTF-8 `filename*` when present
 * (RFC 6266), else the plain `filename`, else the fallback.
 */
export function pdfFileName(contentDisposition: string | null | undefined, fallback: string): string {
  if (!contentDisposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      const name = safeName(decodeURIComponent(extended[1].trim().replace(/^"|"$/g, '')));
      if (name) return name;
    } catch {
      // A malformed escape: try the plain name.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/.exec(contentDisposition);
  const value = plain?.[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain?.[1]?.trim();
  return (value && safeName(value)) || fallback;
}

/** GET /api/analyses/{id}/docx|xlsx?selectedRisks=&language=: the Word report or the Excel register. */
export function reportFilePath(
  analysisId: string,
  format: 'docx' | 'xlsx',
  selectedRisks: readonly string[],
  language: string,
) {
  const query = new URLSearchParams({ selectedRisks: selectedRisks.join(','), language });
  return `/api/analyses/${encodeURIComponent(analysisId)}/${format}?${query.toString().replace(/%2C/g, ',')}`;
}

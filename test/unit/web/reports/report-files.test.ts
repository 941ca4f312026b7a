import { describe, expect, it } from 'vitest';
import { fallbackPdfName, pdfFileName, reportPdfPath } from '@/features/reports/report-files';
import { fileAnswerDisposition } from '@/lib/file-answer';

describe('reportPdfPath', () => {
  it('lists the selected risks, comma-separated, for a download', () => {
    expect(reportPdfPath('an_123', ['SST_001', 'SST_003'], 'attachment')).toBe(
      '/api/analyses/an_123/pdf?selectedRisks=SST_001,SST_003',
    );
  });

  it('asks for an inline PDF when printing and escapes the id', () => {
    expect(reportPdfPath('a/b', ['ISST_002'], 'inline')).toBe(
      '/api/analyses/a%2Fb/pdf?selectedRisks=ISST_002&disposition=inline',
    );
  });
});

describe('pdfFileName', () => {
  const fallback = fallbackPdfName('an_123');

  it('falls back to RisqueVision-<id>.pdf', () => {
    expect(fallback).toBe('RisqueVision-an_123.pdf');
    expect(fallbackPdfName('a/b c')).toBe('RisqueVision-a_b_c.pdf');
    expect(pdfFileName(null, fallback)).toBe(fallback);
    expect(pdfFileName('attachment', fallback)).toBe(fallback);
  });

  it('reads a quoted or bare filename', () => {
    expect(pdfFileName('attachment; filename="Rapport SST.pdf"', fallback)).toBe('Rapport SST.pdf');
    expect(pdfFileName('attachment; filename=report.pdf; size=10', fallback)).toBe('report.pdf');
  });

  it('prefers the UTF-8 filename* over the plain one', () => {
    expect(
      pdfFileName(
        'attachment; filename="Rapport.pdf"; filename*=UTF-8\'\'Rapport%20d%E2%80%99analyse%20%C3%A9t%C3%A9.pdf',
        fallback,
      ),
    ).toBe('Rapport d’analyse été.pdf');
  });

  it('drops folders from the name and ignores a malformed one', () => {
    expect(pdfFileName('attachment; filename="../../etc/report.pdf"', fallback)).toBe('report.pdf');
    expect(pdfFileName("attachment; filename*=UTF-8''%E0%A4%A", fallback)).toBe(fallback);
    expect(pdfFileName('attachment; filename=".."', fallback)).toBe(fallback);
  });
});

describe('fileAnswerDisposition', () => {
  const headers = (value: string | null) => ({ get: () => value });

  it('reads the header of a direct answer', () => {
    expect(
      fileAnswerDisposition({ headers: headers('attachment; filename="a.pdf"'), redirected: false, url: '' }),
    ).toBe('attachment; filename="a.pdf"');
  });

  it('reads the signed storage link of a redirected large report, whose header is not exposed', () => {
    const link = new URL('http://127.0.0.1:4568/bucket/reports/u/a/x.pdf');
    link.searchParams.set('response-content-disposition', "inline; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf");
    const disposition = fileAnswerDisposition({ headers: headers(null), redirected: true, url: link.href });
    expect(disposition).toBe("inline; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf");
    expect(pdfFileName(disposition, 'fallback.pdf')).toBe('Résumé.pdf');
  });

  it('gives null when neither names the file', () => {
    expect(fileAnswerDisposition({ headers: headers(null), redirected: false, url: 'http://x/' })).toBeNull();
    expect(fileAnswerDisposition({ headers: headers(null), redirected: true, url: 'not a url' })).toBeNull();
  });
});

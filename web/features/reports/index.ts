/**
 * The reports feature's public surface: the results screen's report actions (PDF download, print,
 * e-mail), the PDF's file name and its printing for other screens that download or print a PDF.
 */
export { EmailReportDialog } from './components/EmailReportDialog';
export { ResultsActions } from './components/ResultsActions';
export { printInFrame, printInWindow, useReportPdf } from './hooks/use-report-pdf';
export { fallbackPdfName, pdfFileName } from './report-files';

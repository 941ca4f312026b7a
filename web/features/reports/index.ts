/**
 * The reports feature's public surface: the results screen's report actions (PDF download, print,
 * e-mail), and the PDF's file name for other screens that download a report.
 */
export { EmailReportDialog } from './components/EmailReportDialog';
export { ResultsActions } from './components/ResultsActions';
export { useReportPdf } from './hooks/use-report-pdf';
export { fallbackPdfName, pdfFileName } from './report-files';

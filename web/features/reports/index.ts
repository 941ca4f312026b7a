/** The reports feature's public surface: the results screen's report actions (PDF download, print, e-mail). */
export { EmailReportDialog } from './components/EmailReportDialog';
export { ResultsActions } from './components/ResultsActions';
export { useReportPdf } from './hooks/use-report-pdf';

export { analysisPdf } from './analysis-pdf';
export { finishedAnalysis } from './finished-analysis';
export { reportAnswer } from './report-answer';
export { emailAnalysisReport } from './report-email';
export { analysisOfficeFile, DOCX_FORMAT, XLSX_FORMAT } from './office-export';
export { answerPdf } from './answer-report';

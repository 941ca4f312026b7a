export { analysisPdf, emailAnalysisReport, finishedAnalysis, reportAnswer } from './analysis-report';
export { analysisOfficeFile, DOCX_FORMAT, XLSX_FORMAT } from './office-export';
export { answerPdf } from './answer-report';

export { analysisPdf, emailAnalysisReport, finishedAnalysis, pdfAnswer } from './analysis-report';

export { analysisPdf, emailAnalysisReport, finishedAnalysis, reportAnswer } from './analysis-report';
export { analysisOfficeFile } from './office-export';
export { answerPdf } from './answer-report';

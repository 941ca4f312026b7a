/** The results screens and what the input screens need from them. */
export { ResultsPage } from './components/ResultsPage';
export { rememberAnalysis, recallAnalysisId, forgetAnalysis } from '../analysis-memory';
export type { ResultsVariant } from './results-variant';

import { ResultsPage, type ResultsVariant } from '../results';

/**
 * The analysis results screen. The four results routes share it; each passes its variant
 * (the adviser's by default: /conseiller-sst-analysis-results?id=).
 */
export function AnalysisResultsPage({ variant = 'conseiller' }: { variant?: ResultsVariant }) {
  return <ResultsPage variant={variant} />;
}

/** The results screens. */
export { ResultsPage } from './components/ResultsPage';
export type { ResultsVariant } from './results-variant';

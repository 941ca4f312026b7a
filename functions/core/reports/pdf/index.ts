// The report renderer's surface for the rest of the reports area (tests and the benchmark import
// its modules directly).
export { renderReport } from './render';

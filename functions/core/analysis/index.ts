/**
 * The analysis area: uploads, starting an analysis and following it, quotas and entitlements,
 * saved analyses and regulations. The job that runs an analysis (`./pipeline`, with extraction
 * and the analyzers) is not re-exported here: the worker loads it lazily, so that API routes
 * never bundle the native canvas, PDF reading and OCR.
 */
export { enrichRecommendations } from './enrich-recommendations';
export { regulationsOf, resolveJurisdiction, siteRegulations } from './regulations';
export { clearAnalyses, deleteAnalysis, listAnalyses, saveAnalysis } from './saved-analyses';
export { ANALYSIS_JOB, startAnalysis } from './start';
export { analysesThisMonth } from './quota';
export { accessibleAnalysis, analysisStatus, type Viewer } from './status';
export { createUploads, isUploadKeyOf, safeName, uploadPrefix } from './uploads';
// Light parts of reading: a file's type by its bytes, and words as the offline analyzer reads them.
export { checkDeclaredType } from './extraction/detect';
export { detectLanguage } from './offline-analyzer/language';
export { tokenize } from './offline-analyzer/tokens';
export { editedAnalysisOf, reportCoverOf } from './workbench';
export { actionsOfAnalysis } from './action-plan/actions';

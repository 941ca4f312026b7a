/**
 * The analysis feature's public surface for other features: the pieces of the history that the
 * enterprise dashboard's list of team reports reuses (delete, filters, dates, states).
 */
export { LoadFailed } from './components/LoadFailed';
export { useDeleteAnalysis } from './history/api/delete-analysis';
export { historyKey } from './history/api/list-analyses';
export { DeleteAnalysisDialog } from './history/components/DeleteAnalysisDialog';
export { HistoryStatusBadge } from './history/components/HistoryStatusBadge';
export { formatCount, formatDateTime } from './history/format';
export { historyStatus } from './history/history-status';
export { useDebouncedText } from './history/use-history-filters';
export { LoadMore } from './history/components/LoadMore';
// The assistant's question box and library uploads: dictation, and presigned uploads.
export { DictationButton, DictationStatus } from './capture/DictationButton';
export { appendTranscript } from './capture/dictation-rules';
export { useDictation } from './capture/use-dictation';
export { ProgressBar } from './components/ProgressBar';
export { createUploads } from './api/create-uploads';
export { uploadFile } from './api/upload-file';
export { EnhancedAnalysisPanel } from './results/enhanced/EnhancedAnalysisPanel';

import type { AnalysisStatus } from '#shared/schemas/analysis';

/** What the history says of a job: still running (any step), failed, or done. */
export type HistoryStatus = 'running' | 'failed' | 'done';

export function historyStatus(status: AnalysisStatus): HistoryStatus {
  if (status === 'done' || status === 'failed') return status;
  return 'running';
}

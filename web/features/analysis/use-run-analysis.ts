import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { currentLanguage } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useAnalysisStatus, type AnalysisStatusResponse } from './api/analysis-status';
import { createUploads } from './api/create-uploads';
import type { AnalysisDetails } from './analysis-form';
import { uploadFile } from './api/upload-file';
import { anyToCompress, compressImages } from './capture/compress-image';
import { startFiles } from './capture/captions';
import { announceCompression } from './capture/compression-notice';
import { startVariantAnalysis } from './capture/start-variant-analysis';
import { resultsHref, type AnalysisVariant } from './capture/variants';

/** The analysis is given up after 3 minutes. */
export const ANALYSIS_TIMEOUT_MS = 180_000;

export type { AnalysisDetails };

export interface FileProgress {
  name: string;
  percent: number;
}

export type RunError =
  | { kind: 'timeout' }
  | { kind: 'quota'; error: ApiError }
  | { kind: 'failed'; message: string | null }
  | { kind: 'other'; error: unknown };

type RunState =
  | { phase: 'idle' }
  | { phase: 'compressing'; uploads: FileProgress[] }
  | { phase: 'uploading' | 'starting'; uploads: FileProgress[] }
  | { phase: 'polling'; uploads: FileProgress[]; analysisId: string }
  | { phase: 'error'; error: RunError };

export interface AnalysisRun {
  /** Uploads, start call or polling under way (and no error yet). */
  running: boolean;
  phase: RunState['phase'];
  uploads: FileProgress[];
  status: AnalysisStatusResponse | undefined;
  error: RunError | null;
  /** `captions` follows the order of `files`: the caption of each photo, if any. */
  start: (
    files: File[],
    details: AnalysisDetails,
    captions?: readonly (string | undefined)[],
  ) => Promise<void>;
  /** Back to idle, forgetting the last error (the screen was cleared). */
  reset: () => void;
}

function runError(error: unknown): RunError {
  if (error instanceof ApiError && error.status === 429 && error.body.quotaExceeded) {
    return { kind: 'quota', error };
  }
  return { kind: 'other', error };
}

/**
 * The whole run of an analysis: images compressed on the device, presigned uploads (each
 * file with its progress), the start call of the edition, then the job's status every 1.5 s
 * until it is done (go to the edition's results), failed, or past the 3-minute limit.
 */
export function useRunAnalysis(variant: AnalysisVariant = 'conseiller'): AnalysisRun {
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<RunState>({ phase: 'idle' });
  const abortRef = useRef<AbortController | null>(null);
  const analysisId = state.phase === 'polling' ? state.analysisId : null;
  const status = useAnalysisStatus(analysisId);

  useEffect(() => () => abortRef.current?.abort(), []);

  useEffect(() => {
    if (!analysisId) return;
    const timer = window.setTimeout(
      () => setState({ phase: 'error', error: { kind: 'timeout' } }),
      ANALYSIS_TIMEOUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [analysisId]);

  const job = analysisId ? status.data : undefined;
  useEffect(() => {
    if (analysisId && job?.status === 'done') {
      // The results page remembers it in session storage when it opens.
      navigate(resultsHref(variant, analysisId));
    }
  }, [analysisId, job?.status, navigate, variant]);

  const start = useCallback(
    async (picked: File[], details: AnalysisDetails, captions: readonly (string | undefined)[] = []) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      const setPercent = (index: number, percent: number) =>
        setState((current) =>
          current.phase === 'uploading'
            ? {
                ...current,
                uploads: current.uploads.map((item, i) => (i === index ? { ...item, percent } : item)),
              }
            : current,
        );
      const pending = (list: File[]) => list.map((file) => ({ name: file.name, percent: 0 }));
      try {
        let files = picked;
        // Lighter photos upload faster on a plant's mobile network.
        if (anyToCompress(picked)) {
          setState({ phase: 'compressing', uploads: pending(picked) });
          const outcome = await compressImages(picked);
          if (controller.signal.aborted) return;
          announceCompression(t, i18n.language, outcome);
          files = outcome.files;
        }
        setState({ phase: 'uploading', uploads: pending(files) });
        const { uploads } = await createUploads({
          files: files.map((file) => ({ name: file.name, type: file.type, size: file.size })),
        });
        await Promise.all(
          uploads.map((upload, index) =>
            uploadFile(upload, files[index]!, (percent) => setPercent(index, percent), controller.signal),
          ),
        );
        if (controller.signal.aborted) return;
        setState((current) => ({
          phase: 'starting',
          uploads: current.phase === 'uploading' ? current.uploads : [],
        }));
        const { analysisId: id } = await startVariantAnalysis(variant, {
          ...details,
          // Compression keeps the order, so the captions still line up with the files.
          files: startFiles(
            uploads.map((upload) => upload.key),
            files,
            captions,
          ),
          language: currentLanguage(),
        });
        if (controller.signal.aborted) return;
        setState((current) => ({
          phase: 'polling',
          analysisId: id,
          uploads: current.phase === 'starting' ? current.uploads : [],
        }));
      } catch (error) {
        if (!controller.signal.aborted) setState({ phase: 'error', error: runError(error) });
      }
    },
    [i18n.language, t, variant],
  );

  const reset = useCallback(() => {
    abortRef.current?.abort();
    setState({ phase: 'idle' });
  }, []);

  // A failed job, or polling that could not reach the server, ends the run with an error.
  let error: RunError | null = state.phase === 'error' ? state.error : null;
  if (analysisId && job?.status === 'failed') error = { kind: 'failed', message: job.error?.message ?? null };
  else if (analysisId && status.isError) error = { kind: 'other', error: status.error };

  return {
    running: state.phase !== 'idle' && state.phase !== 'error' && error === null,
    phase: state.phase,
    uploads: state.phase === 'error' || state.phase === 'idle' ? [] : state.uploads,
    status: job,
    error,
    start,
    reset,
  };
}

/**
 * Child process of the benchmark: runs one analysis job exactly as the queue worker does
 * (runAnalysisJob: read from storage, check, extract, OCR, preview, analyze, write) and prints
 * its peak resident memory, `process.resourceUsage().maxRSS`, the high-water mark of this
 * process alone: a fresh process per measurement, so no earlier work inflates it.
 * Usage (env: the local stack's): tsx scripts/bench/worker-peak.ts <analysisId>
 */
import { getAnalysis } from '#adapters/table/analyses';
import { runAnalysisJob } from '#core/analysis/pipeline';
import { shutdownOcr } from '#core/analysis/extraction';

const analysisId = process.argv[2]!;
const started = performance.now();
await runAnalysisJob(analysisId, 1);
const seconds = (performance.now() - started) / 1000;
const item = await getAnalysis(analysisId);
await shutdownOcr();
console.log(
  JSON.stringify({
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    seconds,
    status: item?.status,
    error: item?.error ?? null,
  }),
);
process.exit(0);

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_OUTPUT_TOKENS } from '#adapters/model/answer-budget';
import { findRoute, jobs } from '#functions/routes';

/**
 * The AWS cost of one analysis on the Bedrock path, from the benchmark's measured durations, the
 * configured memory of the functions and the recorded Bedrock answers (test/fixtures/bedrock), at
 * list prices (USD, on demand) named here: a change of price is one line, a change of code shows
 * in the figures. Prices: the AWS price pages for ca-central-1 and Claude Sonnet 4.5 on Bedrock
 * (cross-region inference), read 2026-11.
 */
export const PRICES = {
  bedrockInputPerMillionTokens: 3.0,
  bedrockOutputPerMillionTokens: 15.0,
  lambdaArmGbSecond: 0.0000133334,
  lambdaX86GbSecond: 0.0000166667,
  lambdaPerMillionRequests: 0.2,
  dynamoWritePerMillionUnits: 0.7,
  dynamoReadPerMillionUnits: 0.14,
  s3PutPerThousand: 0.0055,
  s3GetPerThousand: 0.00044,
  sqsPerMillionRequests: 0.4,
} as const;

/** What one analysis does besides its model call (the benchmark's analysis: 5 photos + 5 PDFs). */
const PER_ANALYSIS = {
  files: 10,
  /** Polls of the status until done, with the screen's backoff (1 s doubling to 8 s, about 3 min). */
  statusPolls: 30,
  /** Start (quota, analysis, job), worker progress, result, workbench. */
  tableWriteUnits: 30,
  /** Sessions, analysis and quota reads of the start, the worker and each poll. */
  tableReadUnits: 120,
} as const;

interface Usage {
  inputTokens: number;
  outputTokens: number;
}

function recorded(name: string): Usage {
  const file = join(import.meta.dirname, '../../test/fixtures/bedrock', `${name}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { usage: Usage }).usage;
}

const modelUsd = ({ inputTokens, outputTokens }: Usage) =>
  (inputTokens * PRICES.bedrockInputPerMillionTokens + outputTokens * PRICES.bedrockOutputPerMillionTokens) /
  1e6;

export interface Measured {
  /** The worker's first invocation (files read, the model's answer streamed). */
  workerSeconds: number;
  /** A repair's own invocation. */
  repairSeconds: number;
  /** One status poll's duration (billed per millisecond). */
  pollMs: number;
}

export interface AnalysisCost {
  typicalUsd: number;
  fullSizeWithRepairUsd: number;
  bedrockShare: number;
  parts: Record<string, number>;
}

export function analysisCost(measured: Measured): AnalysisCost {
  const worker = jobs.find((job) => job.id === 'jobWorker')!;
  // arm64 unless the job says otherwise (routes.ts).
  const { architecture } = worker as { architecture?: 'arm64' | 'x86_64' };
  const workerRate = architecture === 'x86_64' ? PRICES.lambdaX86GbSecond : PRICES.lambdaArmGbSecond;
  const workerGb = worker.memoryMb / 1024;
  const pollGbSeconds =
    ((findRoute('analysisStatus').memoryMb ?? 512) / 1024) *
    (measured.pollMs / 1000) *
    PER_ANALYSIS.statusPolls;
  const requestsUsd =
    ((PER_ANALYSIS.statusPolls + PER_ANALYSIS.files + 2) * PRICES.lambdaPerMillionRequests) / 1e6 +
    (PER_ANALYSIS.tableWriteUnits * PRICES.dynamoWritePerMillionUnits +
      PER_ANALYSIS.tableReadUnits * PRICES.dynamoReadPerMillionUnits) /
      1e6 +
    (PER_ANALYSIS.files * 2 * PRICES.s3PutPerThousand + PER_ANALYSIS.files * 3 * PRICES.s3GetPerThousand) /
      1e3 +
    (3 * PRICES.sqsPerMillionRequests) / 1e6;
  const pollsUsd = pollGbSeconds * PRICES.lambdaArmGbSecond;
  const answer = recorded('good-answer');
  const rejected = recorded('malformed-answer');
  const repair = recorded('partial-repair-answer');
  // The typical answer is the recorded one; its worker time scales with its length.
  const typicalWorkerSeconds = measured.workerSeconds * (answer.outputTokens / MAX_OUTPUT_TOKENS);
  const typicalLambda = typicalWorkerSeconds * workerGb * workerRate;
  const typicalUsd = modelUsd(answer) + typicalLambda + pollsUsd + requestsUsd;
  // Full size: the output cap, then the recorded partial repair (the rejected parts only), which
  // reads the request and the rejected answer again: here the full-size one instead of the recorded.
  const fullSize = { inputTokens: answer.inputTokens, outputTokens: MAX_OUTPUT_TOKENS };
  const fullRepair = {
    inputTokens: repair.inputTokens - rejected.outputTokens + MAX_OUTPUT_TOKENS,
    outputTokens: repair.outputTokens,
  };
  const fullLambda = (measured.workerSeconds + measured.repairSeconds) * workerGb * workerRate;
  const fullSizeWithRepairUsd =
    modelUsd(fullSize) + modelUsd(fullRepair) + fullLambda + pollsUsd + requestsUsd;
  return {
    typicalUsd,
    fullSizeWithRepairUsd,
    bedrockShare: modelUsd(answer) / typicalUsd,
    parts: {
      typicalBedrockUsd: modelUsd(answer),
      typicalWorkerLambdaUsd: typicalLambda,
      statusPollsUsd: pollsUsd,
      requestsUsd,
      fullSizeBedrockUsd: modelUsd(fullSize) + modelUsd(fullRepair),
      fullSizeWorkerLambdaUsd: fullLambda,
      recordedInputTokens: answer.inputTokens,
      recordedOutputTokens: answer.outputTokens,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      repairInputTokens: fullRepair.inputTokens,
      repairOutputTokens: fullRepair.outputTokens,
    },
  };
}

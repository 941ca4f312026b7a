import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { ANSWER_LIMITS, MAX_OUTPUT_TOKENS } from '#adapters/model/answer-budget';
import { BedrockAnalyzer } from '#adapters/model/bedrock';
import type { AnalysisFile, AnalysisInput } from '#adapters/model/port';
import { WORKER_TIMEOUT_SECONDS } from '#functions/jobs/timing';
import { logger } from '#functions/observability';
import { recordedAnswer, streamed, type Pace } from '../../test/fixtures/bedrock/stream';

/**
 * A full-size Bedrock answer and its repair, replayed through the real adapter: the recorded
 * answer (test/fixtures/bedrock/good-answer.json) grown to the schema's maxima (6 risks, one
 * summary for each of 20 files), streamed by aws-sdk-client-mock at the model's token rate with
 * MAX_OUTPUT_TOKENS output tokens. The first answer is rejected (a likelihood of 7), its repair
 * is the valid one, each in its own worker invocation as in the pipeline.
 *
 * Figures of the model, stated here:
 * - 50 output tokens a second: Claude Sonnet 4.5 on Bedrock as measured in issue 16 ("about 50
 *   tokens a second"); the recorded answers (output tokens / latencyMs) give 74–91 tokens a second
 *   with the time to the first token included, so 50 is the slow case;
 * - 2 s to the first token for an input of 20 photos (about 25,000 tokens), the static prefix cached.
 *
 * And of the rest of the screen's time, before and between the calls:
 * - 6 s to read the files (issue 16, target 3: 20 photos in under 4 s, plus the uploads of previews);
 * - 1 s for the repair message to reach a worker (SQS event source long polling), 0.5 s to write the result.
 *
 * Time runs TIME_SCALE times faster than the model's; the figures are scaled back (the adapter's own
 * time is scaled with them, which only overstates it).
 */

const PACE: Pace = { tokensPerSecond: 50, firstTokenMs: 2000, timeScale: 20 };
const READING_SECONDS = 6;
const QUEUE_HOP_SECONDS = 1;
const WRITING_SECONDS = 0.5;
/** The analysis screen gives up after this (web/features/analysis/use-run-analysis.ts). */
export const SCREEN_LIMIT_SECONDS = 180;
export { WORKER_TIMEOUT_SECONDS };

const NOTE_TEXT =
  "Note d'inspection – Entrepôt Laval, quai de réception, 12 mars 2025\n1. Le convoyeur à courroie C-3 fonctionne sans protecteur au tambour de queue; un préposé dégage les bourrages à la main pendant la marche.\n2. Les chariots élévateurs traversent l'allée piétonne entre le quai 2 et la zone de préparation, sans marquage ni miroir à l'intersection.";
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

interface Answer {
  risks: { title: string; likelihood: number }[];
  documentAnalyses: {
    fileName: string;
    summary: string;
    warnings?: string[];
    detectedLanguage: null | string;
  }[];
  generalRecommendations: string[];
}

const PHOTOS = Array.from({ length: ANSWER_LIMITS.documentAnalyses - 1 }, (_, i) =>
  i === 0 ? 'quai-2.jpg' : `photo-${String(i + 2).padStart(2, '0')}.jpg`,
);

/** The recorded answer at full size: its risks repeated to the maximum, a summary for every file. */
function fullSize(invalid: boolean): ConverseCommandOutput {
  const recorded = recordedAnswer('good-answer');
  const answer = recorded.output!.message!.content![0]!.toolUse!.input as unknown as Answer;
  answer.risks = Array.from({ length: ANSWER_LIMITS.risks }, (_, i) => ({
    ...answer.risks[i % answer.risks.length]!,
  }));
  const [document, photo] = answer.documentAnalyses;
  answer.documentAnalyses = [document!, ...PHOTOS.map((fileName) => ({ ...photo!, fileName }))];
  answer.generalRecommendations = Array.from(
    { length: ANSWER_LIMITS.generalRecommendations },
    (_, i) => answer.generalRecommendations[i % answer.generalRecommendations.length]!,
  );
  if (invalid) answer.risks[0]!.likelihood = 7;
  recorded.usage = { ...recorded.usage!, outputTokens: MAX_OUTPUT_TOKENS };
  return recorded;
}

function input(): AnalysisInput {
  const files: AnalysisFile[] = [
    {
      fileName: 'note-inspection-quai.pdf',
      kind: 'document',
      mediaType: 'application/pdf',
      bytes: new TextEncoder().encode('%PDF-1.7\n%%EOF'),
      text: NOTE_TEXT,
    },
    ...PHOTOS.map((fileName): AnalysisFile => ({
      fileName,
      kind: 'photo',
      mediaType: 'image/jpeg',
      bytes: JPEG,
      text: null,
    })),
  ];
  return {
    language: 'fr',
    jurisdiction: 'QC',
    area: 'Entrepôt – quai de réception et allée de préparation',
    sector: { mainSector: 'transportation_warehousing', labels: ['Entreposage et distribution'] },
    files,
    allowedCitations: {},
    regulations: [],
    riskIdPrefix: 'SST',
  };
}

export interface BedrockReplay {
  /** Output tokens of each answer, and the rate they came at. */
  outputTokens: number;
  tokensPerSecond: number;
  /** Model time of the first worker invocation (the rejected answer), then of the repair's. */
  firstInvocationSeconds: number;
  repairInvocationSeconds: number;
  /** What the screen waits: reading, both invocations, the queue hop and the writing. */
  screenSeconds: number;
  risks: number;
  /** The old call for comparison: 16,384 tokens, then a repair in the same invocation. */
  previousInvocationSeconds: number;
}

const modelSeconds = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return ((performance.now() - started) / 1000) * PACE.timeScale;
};

export async function benchBedrockReplay(): Promise<BedrockReplay> {
  const bedrockMock = mockClient(BedrockRuntimeClient);
  // The adapter's warnings (a rejected answer) would fill the benchmark's output.
  const quiet = ['info', 'warn', 'error'] as const;
  const saved = quiet.map((level) => logger[level]);
  for (const level of quiet) logger[level] = () => {};
  try {
    bedrockMock
      .on(ConverseStreamCommand)
      .resolvesOnce(streamed(fullSize(true), { pace: PACE }))
      .resolvesOnce(streamed(fullSize(false), { pace: PACE }));
    const analyzer = new BedrockAnalyzer({ client: new BedrockRuntimeClient({ region: 'ca-central-1' }) });
    let first: Awaited<ReturnType<BedrockAnalyzer['analyze']>> | undefined;
    const firstInvocationSeconds = await modelSeconds(async () => (first = await analyzer.analyze(input())));
    if (!first || !('rejected' in first)) throw new Error('The invalid full-size answer was accepted');
    const rejected = JSON.parse(JSON.stringify(first.rejected)) as typeof first.rejected;
    let risks = 0;
    const repairInvocationSeconds = await modelSeconds(
      async () => (risks = (await analyzer.repair(input(), rejected)).risks.length),
    );
    const perCall = PACE.firstTokenMs / 1000 + 16_384 / PACE.tokensPerSecond;
    return {
      outputTokens: MAX_OUTPUT_TOKENS,
      tokensPerSecond: PACE.tokensPerSecond,
      firstInvocationSeconds,
      repairInvocationSeconds,
      screenSeconds:
        READING_SECONDS +
        firstInvocationSeconds +
        QUEUE_HOP_SECONDS +
        repairInvocationSeconds +
        WRITING_SECONDS,
      risks,
      previousInvocationSeconds: 2 * perCall,
    };
  } finally {
    quiet.forEach((level, i) => (logger[level] = saved[i]!));
    bedrockMock.restore();
  }
}

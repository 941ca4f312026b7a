import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { ANSWER_LIMITS, MAX_OUTPUT_TOKENS } from '#adapters/model/answer-budget';
import type { ModelAnswer } from '#adapters/model/answer-schema';
import { BedrockAnalyzer } from '#adapters/model/bedrock';
import type { AnalysisFile, AnalysisInput } from '#adapters/model/port';
import { WORKER_TIMEOUT_SECONDS } from '#functions/jobs/timing';
import { logger } from '#functions/observability';
import { recordedAnswer, streamed, type Pace } from '../../test/fixtures/bedrock/stream';
import { pollDelayMs } from '../../web/features/analysis/api/poll-schedule';

/**
 * A full-size Bedrock answer and its repair, replayed through the real adapter, streamed by
 * aws-sdk-client-mock at the model's token rate, each in its own worker invocation as in the
 * pipeline:
 * - the first answer is the recorded answers grown to the schema's maxima (15 risks, 5 controlled
 *   hazards' worth of tokens, 8 recommendations, one summary for each of 20 files) and as long as the
 *   output cap allows (MAX_OUTPUT_TOKENS); its first two risks are those of the recorded rejected
 *   answer (test/fixtures/bedrock/malformed-answer.json: a likelihood of 7, a risk without evidence
 *   or basis), which is what the validator rejects in practice;
 * - the repair is the recorded partial repair of those parts (partial-repair-answer.json: the
 *   corrected values of corrected-answer.json), at its recorded length.
 *
 * Figures of the model, stated here:
 * - 50 output tokens a second: Claude Sonnet 4.5 on Bedrock as measured in issue 16 ("about 50
 *   tokens a second"); the recorded answers (output tokens / latencyMs) give 74–91 tokens a second
 *   with the time to the first token included, so 50 is the slow case;
 * - 2 s to the first token for an input of 20 photos (about 25,000 tokens), the static prefix cached;
 *   the repair reads that input, the rejected answer and the problems: its first token is taken to
 *   come later in proportion (no cache for the files; the tool list differs, so no cached prefix).
 *
 * And of the rest of the time, from the start call to the screen seeing "done":
 * - 1 s for each queue hop (SQS event source long polling): the first message, then the repair's;
 * - 6 s to read the files (issue 16, target 3: 20 photos in under 4 s, plus the uploads of previews);
 * - 0.2 s to queue the repair (its state written, the step marked, the message sent), 0.5 s for the
 *   repair to read its state and the 20 previews back, 0.5 s to write the result;
 * - then the screen's next poll (web/features/analysis/api/poll-schedule.ts: 1 s doubling to 8 s).
 *
 * Time runs TIME_SCALE times faster than the model's; the figures are scaled back (the adapter's own
 * time is scaled with them, which only overstates it).
 */

const PACE: Pace = { tokensPerSecond: 50, firstTokenMs: 2000, timeScale: 20 };
const FIRST_INPUT_TOKENS = 25_000;
const QUEUE_HOP_SECONDS = 1;
const READING_SECONDS = 6;
const QUEUE_REPAIR_SECONDS = 0.2;
const REPAIR_READING_SECONDS = 0.5;
const WRITING_SECONDS = 0.5;
/** The analysis screen gives up after this (web/features/analysis/use-run-analysis.ts). */
export const SCREEN_LIMIT_SECONDS = 180;
export { WORKER_TIMEOUT_SECONDS };

const NOTE_TEXT =
  "Note d'inspection – Entrepôt Laval, quai de réception, 12 mars 2025\n1. Le convoyeur à courroie C-3 fonctionne sans protecteur au tambour de queue; un préposé dégage les bourrages à la main pendant la marche.\n2. Les chariots élévateurs traversent l'allée piétonne entre le quai 2 et la zone de préparation, sans marquage ni miroir à l'intersection.";
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

const PHOTOS = Array.from({ length: ANSWER_LIMITS.documentAnalyses - 1 }, (_, i) =>
  i === 0 ? 'quai-2.jpg' : `photo-${String(i + 2).padStart(2, '0')}.jpg`,
);

const toolInput = (answer: ConverseCommandOutput) =>
  answer.output!.message!.content!.find((b) => b.toolUse)!.toolUse!.input as unknown as ModelAnswer;

/** The rejected answer at full size: the recorded rejected risks first, the recorded good ones to 15. */
function fullSizeRejected(): ConverseCommandOutput {
  const rejected = recordedAnswer('malformed-answer');
  const answer = toolInput(rejected);
  const good = toolInput(recordedAnswer('good-answer'));
  answer.risks = Array.from(
    { length: ANSWER_LIMITS.risks },
    (_, i) => answer.risks[i] ?? structuredClone(good.risks[i % good.risks.length]!),
  );
  const [document, photo] = good.documentAnalyses;
  answer.documentAnalyses = [document!, ...PHOTOS.map((fileName) => ({ ...photo!, fileName }))];
  answer.generalRecommendations = Array.from(
    { length: ANSWER_LIMITS.generalRecommendations },
    (_, i) => good.generalRecommendations[i % good.generalRecommendations.length]!,
  );
  rejected.usage = { ...rejected.usage!, outputTokens: MAX_OUTPUT_TOKENS };
  return rejected;
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

/** When the screen sees a state reached `seconds` after the start: its first poll at or after it. */
function seenAt(seconds: number): number {
  let at = 0;
  for (let polls = 1; at < seconds; polls++) at += pollDelayMs(polls) / 1000;
  return at;
}

export interface BedrockReplay {
  /** Output tokens of the full-size answer and of the repair, and the rate they came at. */
  outputTokens: number;
  repairOutputTokens: number;
  /** The parts the repair asked for again. */
  repairedParts: number;
  tokensPerSecond: number;
  /** Model time of the first worker invocation (the rejected answer), then of the repair's. */
  firstInvocationSeconds: number;
  repairInvocationSeconds: number;
  /** When the analysis is done, from the start call, and when the screen sees it. */
  doneSeconds: number;
  screenSeconds: number;
  risks: number;
  /** The same with the whole answer asked again (an answer cut at the cap still is), computed. */
  fullRepairScreenSeconds: number;
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
    const repairAnswer = recordedAnswer('partial-repair-answer');
    const recordedRejected = recordedAnswer('malformed-answer').usage!;
    // The repair's input beyond the first call's and the rejected answer: problems, request, tool.
    const repairExtra =
      repairAnswer.usage!.inputTokens! - recordedRejected.inputTokens! - recordedRejected.outputTokens!;
    const repairInput = FIRST_INPUT_TOKENS + MAX_OUTPUT_TOKENS + repairExtra;
    const repairPace = { ...PACE, firstTokenMs: (PACE.firstTokenMs * repairInput) / FIRST_INPUT_TOKENS };
    bedrockMock
      .on(ConverseStreamCommand)
      .resolvesOnce(streamed(fullSizeRejected(), { pace: PACE }))
      .resolvesOnce(streamed(repairAnswer, { pace: repairPace }));
    const analyzer = new BedrockAnalyzer({ client: new BedrockRuntimeClient({ region: 'ca-central-1' }) });
    let first: Awaited<ReturnType<BedrockAnalyzer['analyze']>> | undefined;
    const firstInvocationSeconds = await modelSeconds(async () => (first = await analyzer.analyze(input())));
    if (!first || !('rejected' in first)) throw new Error('The invalid full-size answer was accepted');
    const rejected = JSON.parse(JSON.stringify(first.rejected)) as typeof first.rejected;
    if (!rejected.parts) throw new Error('The recorded failures were not repaired part by part');
    let risks = 0;
    const repairInvocationSeconds = await modelSeconds(
      async () => (risks = (await analyzer.repair(input(), rejected)).risks.length),
    );
    if (risks !== ANSWER_LIMITS.risks) throw new Error(`The repaired answer kept ${risks} risks`);
    const around =
      QUEUE_HOP_SECONDS + READING_SECONDS + QUEUE_REPAIR_SECONDS + QUEUE_HOP_SECONDS + REPAIR_READING_SECONDS;
    const doneSeconds = around + firstInvocationSeconds + repairInvocationSeconds + WRITING_SECONDS;
    const fullAnswerSeconds = MAX_OUTPUT_TOKENS / PACE.tokensPerSecond;
    const fullRepairSeconds = repairPace.firstTokenMs / 1000 + fullAnswerSeconds;
    const perCall = PACE.firstTokenMs / 1000 + 16_384 / PACE.tokensPerSecond;
    return {
      outputTokens: MAX_OUTPUT_TOKENS,
      repairOutputTokens: repairAnswer.usage!.outputTokens!,
      repairedParts: rejected.parts.length,
      tokensPerSecond: PACE.tokensPerSecond,
      firstInvocationSeconds,
      repairInvocationSeconds,
      doneSeconds,
      screenSeconds: seenAt(doneSeconds),
      risks,
      fullRepairScreenSeconds: seenAt(around + firstInvocationSeconds + fullRepairSeconds + WRITING_SECONDS),
      previousInvocationSeconds: 2 * perCall,
    };
  } finally {
    quiet.forEach((level, i) => (logger[level] = saved[i]!));
    bedrockMock.restore();
  }
}

import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ConverseStreamCommandInput,
} from '@aws-sdk/client-bedrock-runtime';
import { GetObjectCommand, S3Client, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_LIMITS, FULL_ANSWER_TOKENS, MAX_OUTPUT_TOKENS } from '#adapters/model/answer-budget';
import { modelAnswerJsonSchema } from '#adapters/model/answer-schema';
import { BedrockAnalyzer, resetBedrockForTests, supportsPromptCache } from '#adapters/model/bedrock';
import { readConverseStream } from '#adapters/model/converse-stream';
import type { AnalysisInput } from '#adapters/model/port';
import type { Analysis } from '#adapters/table/analyses';
import { runBedrockAnalysis } from '#core/analysis/bedrock-analysis';
import type { ReadDocument } from '#core/analysis/offline-analyzer/analyze';
import { logger, METRIC, metrics } from '#functions/observability';
import { recordedAnswer, streamed, streamOf } from '../fixtures/bedrock/stream';
import { testConfig } from './support/config';

/*
 * The streamed Bedrock call: the answer put back together from its deltas, the output cap the
 * schema needs, the cached static prefix, the photos as their previews, and the metrics.
 */

const bedrockMock = mockClient(BedrockRuntimeClient);
const s3Mock = mockClient(S3Client);

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const NOTE =
  "Le convoyeur à courroie C-3 fonctionne sans protecteur au tambour de queue; les chariots élévateurs traversent l'allée piétonne.";

function input(overrides: Partial<AnalysisInput> = {}): AnalysisInput {
  return {
    language: 'fr',
    jurisdiction: 'QC',
    area: 'Entrepôt – quai de réception',
    sector: { mainSector: 'transportation_warehousing', labels: ['Entreposage et distribution'] },
    files: [
      {
        fileName: 'note-inspection-quai.pdf',
        kind: 'document',
        mediaType: 'application/pdf',
        bytes: new TextEncoder().encode('%PDF-1.7\n%%EOF'),
        text: NOTE,
      },
      { fileName: 'quai-2.jpg', kind: 'photo', mediaType: 'image/jpeg', bytes: JPEG, text: null },
    ],
    allowedCitations: {},
    regulations: [],
    riskIdPrefix: 'SST',
    ...overrides,
  };
}

const sent = (): ConverseStreamCommandInput[] =>
  bedrockMock.commandCalls(ConverseStreamCommand).map((c) => c.args[0].input);

beforeAll(() => testConfig());
beforeEach(() => {
  bedrockMock.reset();
  s3Mock.reset();
  delete process.env.BEDROCK_MODEL_ID;
  resetBedrockForTests();
  vi.spyOn(logger, 'info').mockImplementation(() => {});
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
  vi.spyOn(logger, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Bedrock stream: the answer put back together', () => {
  it('joins the text and the tool input from small deltas, with the stop reason, usage and timings', async () => {
    const recorded = recordedAnswer('good-answer');
    const withText = {
      ...recorded,
      output: {
        message: {
          role: 'assistant' as const,
          content: [{ text: 'Voici l’analyse.' }, ...recorded.output!.message!.content!],
        },
      },
    };

    const answer = await readConverseStream(streamOf(withText, { chunkChars: 7 }), performance.now());

    expect(answer.content).toEqual(withText.output.message.content);
    expect(answer.stopReason).toBe('tool_use');
    expect(answer.usage).toMatchObject({ inputTokens: 6312, outputTokens: 1712 });
    expect(answer.cutToolInput).toBe(false);
    expect(answer.firstTokenMs).not.toBeNull();
    expect(answer.totalMs).toBeGreaterThanOrEqual(answer.firstTokenMs!);
  });

  it('rejects an answer cut at the output cap, saying so, for a repair', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(recordedAnswer('good-answer'), { cutAt: 1000 }));

    const first = await new BedrockAnalyzer().analyze(input());

    expect(first).toMatchObject({
      rejected: {
        content: [{ toolUse: { name: 'record_risk_analysis', input: {} } }],
        problems: `- (root): the answer was cut at the output limit of ${MAX_OUTPUT_TOKENS} tokens: write shorter texts`,
      },
    });
  });

  it('throws the error events of the stream, mapped like the errors of the call', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves({
      $metadata: {},
      stream: (async function* () {
        yield { messageStart: { role: 'assistant' as const } };
        yield { throttlingException: { name: 'ThrottlingException', message: 'Too many tokens' } } as never;
      })(),
    });

    await expect(new BedrockAnalyzer().analyze(input())).rejects.toMatchObject({
      status: 429,
      code: 'quotaExceeded',
    });
  });
});

describe('Bedrock request: the output cap, the cached prefix', () => {
  it('caps the output to the full-size answer the schema allows, and the schema states its maxima', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(recordedAnswer('good-answer')));

    await new BedrockAnalyzer().analyze(input());

    expect(FULL_ANSWER_TOKENS).toBe(6990);
    expect(MAX_OUTPUT_TOKENS).toBe(7168);
    expect(sent()[0]!.inferenceConfig).toEqual({ maxTokens: MAX_OUTPUT_TOKENS, temperature: 0 });
    const schema = modelAnswerJsonSchema() as { properties: Record<string, { maxItems?: number }> };
    expect(schema.properties.risks!.maxItems).toBe(ANSWER_LIMITS.risks);
    expect(schema.properties.documentAnalyses!.maxItems).toBe(20);
  });

  it('rejects an answer with more risks than the cap was computed for', async () => {
    const recorded = recordedAnswer('good-answer');
    const toolUse = recorded.output!.message!.content![0]!.toolUse!;
    const answer = toolUse.input as { risks: unknown[] };
    answer.risks = Array.from(
      { length: ANSWER_LIMITS.risks + 1 },
      (_, i) => answer.risks[i % answer.risks.length],
    );
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(recorded));

    const first = await new BedrockAnalyzer().analyze(input());

    expect(first).toMatchObject({
      rejected: {
        problems: expect.stringContaining(
          `- risks: Too big: expected array to have <=${ANSWER_LIMITS.risks} items`,
        ),
      },
    });
  });

  it('ends the static prefix with a cache point for Claude models, and sends none to others', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(recordedAnswer('good-answer')));

    await new BedrockAnalyzer().analyze(input());
    await new BedrockAnalyzer({ modelId: 'amazon.titan-text-premier-v1:0' }).analyze(input());

    const [claude, other] = sent();
    expect(claude!.system!.at(-1)).toEqual({ cachePoint: { type: 'default' } });
    expect(claude!.system!.filter((block) => block.cachePoint)).toHaveLength(1);
    // The files and the form vary: they come after the cached prefix.
    expect(JSON.stringify(claude!.messages)).not.toContain('cachePoint');
    expect(other!.system!.some((block) => block.cachePoint)).toBe(false);
    expect(supportsPromptCache('global.anthropic.claude-sonnet-4-5-20250929-v1:0')).toBe(true);
    expect(supportsPromptCache('anthropic.claude-3-haiku-20240307-v1:0')).toBe(false);
    expect(
      supportsPromptCache('arn:aws:bedrock:ca-central-1:123456789012:application-inference-profile/abc'),
    ).toBe(false);
  });

  it('counts input, output, cache read and cache write tokens, time to first token and latency', async () => {
    const recorded = recordedAnswer('good-answer');
    recorded.usage = { ...recorded.usage!, cacheReadInputTokens: 4100, cacheWriteInputTokens: 0 };
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(recorded));
    metrics.clearMetrics();

    await new BedrockAnalyzer().analyze(input());

    const emf = metrics.serializeMetrics() as unknown as Record<string, unknown>;
    metrics.clearMetrics();
    expect(emf).toMatchObject({
      [METRIC.bedrockInputTokens]: 6312,
      [METRIC.bedrockOutputTokens]: 1712,
      [METRIC.bedrockCacheReadTokens]: 4100,
      [METRIC.bedrockCacheWriteTokens]: 0,
    });
    expect(emf[METRIC.bedrockTimeToFirstToken]).toEqual(expect.any(Number));
    expect(emf[METRIC.bedrockLatency]).toEqual(expect.any(Number));
    expect(emf[METRIC.bedrockLatency] as number).toBeGreaterThanOrEqual(
      emf[METRIC.bedrockTimeToFirstToken] as number,
    );
  });
});

describe('Bedrock input: photos as their 1,024-px previews', () => {
  const PREVIEW = new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x43, 0x00, 0x01]);
  const HEIC = new Uint8Array([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]);
  const item: Analysis = {
    id: 'an_01',
    userId: 'user_01',
    status: 'analyzing',
    progress: 65,
    step: 'analyzing',
    error: null,
    request: {
      files: [
        { key: 'uploads/user_01/an_01/quai.heic', name: 'quai.heic' },
        { key: 'uploads/user_01/an_01/allee.jpg', name: 'allee.jpg' },
      ],
      area: 'Quai',
      jurisdiction: 'QC',
      language: 'fr',
    },
    resultKey: null,
    attempts: 1,
    createdAt: '2025-06-04T12:00:00.000Z',
    updatedAt: '2025-06-04T12:00:00.000Z',
  };
  const photo = (fileName: string): ReadDocument => ({
    fileName,
    kind: 'photo',
    method: 'ocr',
    pages: [],
    warnings: [],
  });

  it('sends the preview of a photo that has one (a HEIC the model could not view), the original otherwise', async () => {
    const objects: Record<string, Uint8Array> = {
      'uploads/user_01/an_01/quai.heic': HEIC,
      'uploads/user_01/an_01/allee.jpg': JPEG,
      'previews/user_01/an_01/0.jpg': PREVIEW,
    };
    s3Mock.on(GetObjectCommand).callsFake(
      ({ Key }: { Key: string }) =>
        ({
          Body: { transformToByteArray: () => Promise.resolve(objects[Key]!) },
        }) as unknown as GetObjectCommandOutput,
    );
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(recordedAnswer('good-answer')));

    await runBedrockAnalysis(item, [photo('quai.heic'), photo('allee.jpg')], 'SST', [
      { fileName: 'quai.heic', key: 'previews/user_01/an_01/0.jpg' },
    ]);

    const content = sent()[0]!.messages![0]!.content!;
    expect(content.filter((block) => block.image)).toEqual([
      { image: { format: 'jpeg', source: { bytes: PREVIEW } } },
      { image: { format: 'jpeg', source: { bytes: JPEG } } },
    ]);
    expect(s3Mock.commandCalls(GetObjectCommand).map((c) => c.args[0].input.Key)).not.toContain(
      'uploads/user_01/an_01/quai.heic',
    );
  });
});

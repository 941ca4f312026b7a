import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ConverseCommandOutput,
  type ConverseStreamCommandInput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_LIMITS, MAX_OUTPUT_TOKENS, repairOutputTokens } from '#adapters/model/answer-budget';
import { modelAnswerSchema, type ModelAnswer } from '#adapters/model/answer-schema';
import { BedrockAnalyzer, resetBedrockForTests } from '#adapters/model/bedrock';
import {
  CORRECTIONS_TOOL_NAME,
  correctionsSchema,
  mergeCorrections,
  partsToRepair,
  type AnswerPath,
} from '#adapters/model/partial-repair';
import type { AnalysisInput, RejectedAnswer } from '#adapters/model/port';
import { REPAIR_REQUEST } from '#adapters/model/prompt';
import { AppError } from '#core/errors';
import { recordedAnswer, streamed } from '../fixtures/bedrock/stream';
import { analyzed } from './support/bedrock';
import { testConfig } from './support/config';

/*
 * The partial repair of a rejected Bedrock answer: only the parts the validation rejected are asked
 * for again, and they replace those parts of the kept answer, nothing else. An answer with nothing
 * to correct part by part (none, or cut at the cap) is still asked for whole.
 */

const bedrockMock = mockClient(BedrockRuntimeClient);

const NOTE_TEXT =
  "Note d'inspection – Entrepôt Laval, quai de réception, 12 mars 2025\n1. Le convoyeur à courroie C-3 fonctionne sans protecteur au tambour de queue; un préposé dégage les bourrages à la main pendant la marche.\n2. Les chariots élévateurs traversent l'allée piétonne entre le quai 2 et la zone de préparation, sans marquage ni miroir à l'intersection.";
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

const inspection = (): AnalysisInput => ({
  language: 'fr',
  jurisdiction: 'QC',
  area: 'Entrepôt – quai de réception et allée de préparation',
  sector: { mainSector: 'transportation_warehousing', labels: ['Entreposage et distribution'] },
  files: [
    {
      fileName: 'note-inspection-quai.pdf',
      kind: 'document',
      mediaType: 'application/pdf',
      bytes: PDF,
      text: NOTE_TEXT,
    },
    { fileName: 'quai-2.jpg', kind: 'photo', mediaType: 'image/jpeg', bytes: JPEG, text: null },
  ],
  allowedCitations: {},
  regulations: [],
  riskIdPrefix: 'SST',
});

const toolInput = (answer: ConverseCommandOutput) =>
  answer.output!.message!.content!.find((b) => b.toolUse)!.toolUse!.input as unknown as ModelAnswer;

/** A recorded answer whose tool input is changed (a fresh copy). */
function edited(name: string, change: (input: Record<string, unknown>) => void): ConverseCommandOutput {
  const answer = recordedAnswer(name);
  change(toolInput(answer) as unknown as Record<string, unknown>);
  return answer;
}

/** The recorded answer at full size: its three risks repeated to 15, all valid. */
function fullSize(): ModelAnswer {
  const answer = toolInput(recordedAnswer('good-answer'));
  return {
    ...answer,
    risks: Array.from({ length: ANSWER_LIMITS.risks }, (_, i) => structuredClone(answer.risks[i % 3]!)),
  };
}

/** An answer as the model may send it, before validation. */
type Loose = { summary: unknown; risks: unknown[]; generalRecommendations: unknown[] };

const sent = (): ConverseStreamCommandInput[] =>
  bedrockMock.commandCalls(ConverseStreamCommand).map((c) => c.args[0].input);

/** A first answer that was rejected, as the repair message receives it (through JSON). */
async function rejectedBy(answer: ConverseCommandOutput, analyzer: BedrockAnalyzer): Promise<RejectedAnswer> {
  bedrockMock.on(ConverseStreamCommand).resolvesOnce(streamed(answer));
  const first = JSON.parse(JSON.stringify(await analyzer.analyze(inspection()))) as Awaited<
    ReturnType<BedrockAnalyzer['analyze']>
  >;
  if (!('rejected' in first)) throw new Error('the answer was accepted');
  // The repair's own answer comes from a fresh mock.
  bedrockMock.reset();
  return first.rejected;
}

beforeAll(() => testConfig());
beforeEach(() => {
  bedrockMock.reset();
  resetBedrockForTests();
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Partial repair: the parts asked for again', () => {
  const issuesOf = (input: unknown) => modelAnswerSchema.safeParse(input).error!.issues;

  it('asks for the wrong fields of an item, a whole item when it is not one, and the summary', () => {
    const answer = fullSize() as unknown as Loose;
    Object.assign(answer.risks[4]!, { severity: 0, controls: [{ level: 'hope', text: 'x' }] });
    answer.risks[9] = 'Chute de hauteur';
    answer.generalRecommendations[1] = ' ';
    answer.summary = '';

    expect(partsToRepair(issuesOf(answer))).toEqual([
      ['summary'],
      ['risks', 4, 'severity'],
      ['risks', 4, 'controls'],
      ['risks', 9],
      ['generalRecommendations', 1],
    ]);
  });

  it('asks for a whole list when the list is wrong, and for the whole answer when it is not an object', () => {
    const tooMany = fullSize() as unknown as Loose;
    tooMany.risks.push(structuredClone(tooMany.risks[0]!));
    (tooMany.risks[2] as { title: string }).title = '';

    expect(partsToRepair(issuesOf(tooMany))).toEqual([['risks']]);
    expect(partsToRepair(issuesOf('not an analysis'))).toBeNull();
  });

  it('caps the repair for the items it asks for, each once, far below a full answer', () => {
    const twoRisks: AnswerPath[] = [
      ['risks', 0, 'likelihood'],
      ['risks', 1, 'evidence'],
      ['risks', 1, 'basis'],
    ];
    expect(repairOutputTokens(twoRisks)).toBe(
      repairOutputTokens([
        ['risks', 0],
        ['risks', 1],
      ]),
    );
    expect(repairOutputTokens(twoRisks)).toBeLessThan(
      repairOutputTokens([
        ['risks', 0],
        ['risks', 1],
        ['risks', 2],
      ]),
    );
    expect(repairOutputTokens(twoRisks)).toBeLessThanOrEqual(MAX_OUTPUT_TOKENS / 4);
    expect(repairOutputTokens([['risks']])).toBeGreaterThan(3 * repairOutputTokens(twoRisks));
    expect(repairOutputTokens([['risks']])).toBeLessThanOrEqual(MAX_OUTPUT_TOKENS);
  });
});

describe('Partial repair: the merge', () => {
  it('replaces only the rejected parts and keeps every other item untouched', () => {
    const valid = fullSize();
    const rejected = structuredClone(valid) as unknown as { risks: Record<string, unknown>[] };
    rejected.risks[3]!.likelihood = 7;
    delete rejected.risks[11]!.evidence;
    const parts: AnswerPath[] = [
      ['risks', 3, 'likelihood'],
      ['risks', 11, 'evidence'],
    ];
    const corrections = {
      risks_3_likelihood: 2,
      risks_11_evidence: valid.risks[11]!.evidence,
      // Not asked for: ignored, the kept title stays.
      risks_5_title: 'Autre titre',
    };
    const before = structuredClone(rejected);

    const merged = mergeCorrections(rejected, parts, corrections) as ModelAnswer;

    expect(rejected).toEqual(before);
    expect(modelAnswerSchema.safeParse(merged).success).toBe(true);
    expect(merged.risks[3]).toEqual({ ...valid.risks[3], likelihood: 2 });
    expect(merged.risks[11]).toEqual(valid.risks[11]);
    merged.risks.forEach((risk, i) => {
      if (i !== 3) expect(risk).toEqual(valid.risks[i]);
    });
    expect({ ...merged, risks: [] }).toEqual({ ...valid, risks: [] });
  });

  it('checks each correction against its part of the answer schema', () => {
    const parts: AnswerPath[] = [
      ['risks', 0, 'likelihood'],
      ['risks', 1],
    ];
    const schema = correctionsSchema(parts);
    const risk = fullSize().risks[1]!;

    expect(schema.safeParse({ risks_0_likelihood: 4, risks_1: risk }).success).toBe(true);
    expect(schema.safeParse({ risks_0_likelihood: 9, risks_1: risk }).success).toBe(false);
    expect(schema.safeParse({ risks_0_likelihood: 4 }).success).toBe(false);
  });
});

describe('Partial repair: the Bedrock call', () => {
  it('gives the result of a whole corrected answer from the two corrected parts', async () => {
    // Prepare
    const analyzer = new BedrockAnalyzer();
    const rejected = await rejectedBy(recordedAnswer('malformed-answer'), analyzer);
    bedrockMock
      .on(ConverseStreamCommand)
      .resolvesOnce(streamed(recordedAnswer('partial-repair-answer')))
      .resolvesOnce(streamed(recordedAnswer('corrected-answer')));

    // Act
    const repaired = await analyzer.repair(inspection(), rejected);
    const whole = await analyzed(inspection());

    // Assess
    expect(repaired).toEqual(whole);
    const [repair] = sent();
    const corrections = repair!.toolConfig!.tools![1]!.toolSpec!;
    expect(corrections.name).toBe(CORRECTIONS_TOOL_NAME);
    expect(Object.keys((corrections.inputSchema!.json as { properties: object }).properties)).toEqual([
      'risks_0_likelihood',
      'risks_1_evidence',
      'risks_1_basis',
    ]);
  });

  it.each([
    ['a correction still out of the schema', { risks_0_likelihood: 9 }],
    ['a part left out', { risks_0_likelihood: undefined }],
  ])('fails with a 502 for %s, as a full repair does', async (_case, change) => {
    // Prepare
    const analyzer = new BedrockAnalyzer();
    const rejected = await rejectedBy(recordedAnswer('malformed-answer'), analyzer);
    bedrockMock
      .on(ConverseStreamCommand)
      .resolvesOnce(streamed(edited('partial-repair-answer', (input) => Object.assign(input, change))));

    // Act
    const repair = analyzer.repair(inspection(), rejected);

    // Assess
    await expect(repair).rejects.toBeInstanceOf(AppError);
    await expect(repair).rejects.toMatchObject({ status: 502, code: 'modelInvalidAnswer' });
  });

  it('asks for the whole answer again when the first was cut at the output cap', async () => {
    // Prepare
    const analyzer = new BedrockAnalyzer();
    bedrockMock
      .on(ConverseStreamCommand)
      .resolvesOnce(streamed(recordedAnswer('good-answer'), { cutAt: 900 }))
      .resolvesOnce(streamed(recordedAnswer('corrected-answer')));
    const first = await analyzer.analyze(inspection());
    if (!('rejected' in first)) throw new Error('the cut answer was accepted');

    // Act
    const result = await analyzer.repair(inspection(), first.rejected);

    // Assess
    expect(first.rejected.parts).toBeUndefined();
    const [, repair] = sent();
    expect(repair!.toolConfig!.toolChoice).toEqual({ tool: { name: 'record_risk_analysis' } });
    expect(repair!.inferenceConfig!.maxTokens).toBe(MAX_OUTPUT_TOKENS);
    expect(repair!.messages!.at(-1)!.content!.at(-1)).toEqual({ text: REPAIR_REQUEST });
    expect(result.risks).toHaveLength(2);
  });
});

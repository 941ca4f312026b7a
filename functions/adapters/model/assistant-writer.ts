import {
  ConverseCommand,
  type BedrockRuntimeClient,
  type ToolConfiguration,
} from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import type { Language } from '#shared/languages';
import { logger, METRIC, metrics, MetricUnit } from '#functions/observability';
import { bedrock, bedrockConfig } from './bedrock';

/** A passage the model may use, numbered as it is shown to it. */
export interface NumberedPassage {
  quote: string;
  /** "file, page 2" or "analysis Quai 3, risk SST_004": what the answer names as the source. */
  source: string;
}

/** The model's answer once checked: every statement ends with the number of the passage it rests on. */
export interface WrittenAnswer {
  summary: string;
  /** Passages the summary cites (indexes into the passages given), in order of first citation. */
  cited: number[];
}

const TOOL = 'record_answer';
const answerSchema = /* @__PURE__ */ schema(() => z.object({ summary: z.string().min(1).max(6000) }));

const TOOL_CONFIG: ToolConfiguration = {
  tools: [
    {
      toolSpec: {
        name: TOOL,
        description: 'Records the answer to the question, each statement followed by the [n] of its passage.',
        inputSchema: {
          json: {
            type: 'object',
            properties: { summary: { type: 'string' } },
            required: ['summary'],
          },
        },
      },
    },
  ],
  toolChoice: { tool: { name: TOOL } },
};

const SYSTEM = [
  'You answer occupational health and safety questions from the numbered passages given, and from nothing else.',
  'End every statement with the number of the passage that supports it, as [n]. Never state what no passage says;',
  'never invent a passage number, a regulation or an article. Write in the language asked for, concisely, as an',
  'OHS adviser would: obligations first, then conditions and exceptions.',
].join(' ');

const MARKER = /\[(\d{1,3})\]/gu;

/**
 * Keeps what the passages support: a statement citing a number that is not a passage loses that
 * marker, and a sentence left with no valid marker is removed (it rests on nothing given).
 */
export function checkedAnswer(summary: string, passageCount: number): WrittenAnswer {
  const cited: number[] = [];
  const sentences = summary.split(/(?<=[.!?。！？])\s+/u).flatMap((sentence) => {
    const valid = [...sentence.matchAll(MARKER)]
      .map((match) => Number(match[1]) - 1)
      .filter((index) => index >= 0 && index < passageCount);
    if (!valid.length) return [];
    for (const index of valid) if (!cited.includes(index)) cited.push(index);
    return [
      sentence.replace(MARKER, (whole, n: string) =>
        Number(n) >= 1 && Number(n) <= passageCount ? whole : '',
      ),
    ];
  });
  return { summary: sentences.join(' ').replace(/\s+/gu, ' ').trim(), cited };
}

/**
 * Asks Bedrock to write the answer from the retrieved passages only (a forced tool call), then
 * checks it (checkedAnswer). Null when nothing it wrote rests on a passage: the caller then keeps
 * the extractive answer.
 */
export async function writeAnswer(
  question: string,
  language: Language,
  passages: readonly NumberedPassage[],
  client: BedrockRuntimeClient = bedrock(),
): Promise<WrittenAnswer | null> {
  const numbered = passages
    .map((passage, i) => `[${i + 1}] (${passage.source}) ${passage.quote}`)
    .join('\n\n');
  const response = await client.send(
    new ConverseCommand({
      modelId: bedrockConfig().BEDROCK_MODEL_ID,
      system: [{ text: SYSTEM }],
      messages: [
        {
          role: 'user',
          content: [
            { text: `Language of the answer: ${language}\nQuestion: ${question}\n\nPassages:\n${numbered}` },
          ],
        },
      ],
      toolConfig: TOOL_CONFIG,
      inferenceConfig: { maxTokens: 2048, temperature: 0 },
    }),
  );
  metrics.addMetric(METRIC.bedrockInputTokens, MetricUnit.Count, response.usage?.inputTokens ?? 0);
  metrics.addMetric(METRIC.bedrockOutputTokens, MetricUnit.Count, response.usage?.outputTokens ?? 0);
  const toolUse = response.output?.message?.content?.find((block) => block.toolUse)?.toolUse;
  const parsed = answerSchema.safeParse(toolUse?.input);
  if (!parsed.success) {
    logger.warn('Bedrock assistant answer invalid: the extractive answer is kept');
    return null;
  }
  const checked = checkedAnswer(parsed.data.summary, passages.length);
  return checked.cited.length ? checked : null;
}

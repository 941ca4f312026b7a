import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ContentBlock,
  type ConverseStreamCommandInput,
  type Message,
  type SystemContentBlock,
  type ToolConfiguration,
  type ToolInputSchema,
  type ToolSpecification,
  type ToolUseBlock,
} from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import type { AnalysisResult } from '#shared/schemas/analysis';
import { AppError } from '#core/errors';
import { logger, METRIC, metrics, MetricUnit, tracer } from '#functions/observability';
import { clientOptions } from '../aws-options';
import { MAX_OUTPUT_TOKENS, repairOutputTokens } from './answer-budget';
import {
  RISK_ANALYSIS_TOOL_NAME,
  describeIssues,
  modelAnswerJsonSchema,
  modelAnswerSchema,
  pathText,
  type ModelAnswer,
} from './answer-schema';
import { fileContent } from './content';
import { readConverseStream, type StreamedAnswer } from './converse-stream';
import { finishResult } from './finish-result';
import {
  CORRECTIONS_TOOL_NAME,
  correctionsSchema,
  correctionsToolSpec,
  mergeCorrections,
  partsToRepair,
  type AnswerPath,
} from './partial-repair';
import type { AnalysisInput, Analyzer, FirstAnswer, RejectedAnswer } from './port';
import {
  KNOWLEDGE_BASE_HAZARDS,
  REPAIR_REQUEST,
  SYSTEM_PROMPT,
  partialRepairRequest,
  problemsText,
  requestText,
} from './prompt';

/**
 * The Bedrock analyzer: one streamed Converse call with the photos and documents as image and
 * document blocks, a forced tool call whose input schema is the model-facing result schema,
 * and zod validation of that input. An answer that does not validate is handed back to the
 * caller, which queues its repair as a new message. The repair asks only for the parts that were
 * rejected when the problems are inside the answer (partial-repair.ts: seconds, where a second full
 * answer would take as long as the first and miss the screen's limit, answer-budget.ts); it asks for
 * the whole answer again only when there is none to correct (no tool call, or one cut at the cap).
 */

/**
 * Claude Sonnet 4.5 through its US cross-Region inference profile, which can be called from
 * ca-central-1 and us-east-1 (inference then runs in US Regions). Override with
 * BEDROCK_MODEL_ID: another inference profile (e.g. global.anthropic.claude-sonnet-4-5-20250929-v1:0),
 * a model id available on demand in the Region, or an application inference profile ARN.
 */
export const DEFAULT_BEDROCK_MODEL_ID = 'us.anthropic.claude-sonnet-4-5-20250929-v1:0';

/**
 * The Claude models Bedrock caches prompts for (system, messages and tools; at least 1,024 tokens
 * before a cache point for Sonnet). Another model, or an application inference profile ARN whose
 * model cannot be told from its id, is sent no cache point: an unsupported one fails the request.
 */
const PROMPT_CACHE_MODELS = /anthropic\.claude-(3-7-sonnet|3-5-haiku|sonnet-4|opus-4|haiku-4)/;

export function supportsPromptCache(modelId: string): boolean {
  return PROMPT_CACHE_MODELS.test(modelId);
}

/**
 * The system blocks: the prompt and the knowledge base's hazards, the same for every analysis.
 * Bedrock caches the tools and the system up to the cache point (about 4,600 tokens), so every
 * analysis within five minutes of another reads that prefix at a tenth of the input price.
 */
function systemBlocks(modelId: string): SystemContentBlock[] {
  return [
    { text: SYSTEM_PROMPT },
    { text: KNOWLEDGE_BASE_HAZARDS },
    ...(supportsPromptCache(modelId) ? [{ cachePoint: { type: 'default' as const } }] : []),
  ];
}

const bedrockConfigSchema = /* @__PURE__ */ schema(() =>
  z.object({
    BEDROCK_MODEL_ID: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string()
        .trim()
        .regex(/^[\w.:/-]+$/, 'must be a model id, an inference profile id or an ARN')
        .default(DEFAULT_BEDROCK_MODEL_ID),
    ),
  }),
);
export type BedrockConfig = z.infer<typeof bedrockConfigSchema>;

let cachedConfig: BedrockConfig | undefined;
let client: BedrockRuntimeClient | undefined;

/** The model configuration, read once from the environment and validated. */
export function bedrockConfig(): BedrockConfig {
  if (!cachedConfig) {
    const parsed = bedrockConfigSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`Invalid configuration: ${problems}`);
    }
    cachedConfig = parsed.data;
  }
  return cachedConfig;
}

/** The Bedrock runtime client: the configured Region, standard retries (exponential backoff, 4 attempts). */
export function bedrock(): BedrockRuntimeClient {
  if (!client)
    client = tracer.captureAWSv3Client(
      new BedrockRuntimeClient({ ...clientOptions(undefined), retryMode: 'standard', maxAttempts: 4 }),
    );
  return client;
}

/** For tests, which set the environment after import. */
export function resetBedrockForTests(): void {
  cachedConfig = undefined;
  client = undefined;
}

export const RISK_ANALYSIS_TOOL_CONFIG: ToolConfiguration = {
  tools: [
    {
      toolSpec: {
        name: RISK_ANALYSIS_TOOL_NAME,
        description:
          'Records the occupational health and safety risk analysis of the workplace: the hazards with their ratings, controls, evidence and allowed citations, one summary per file, and the overall summary.',
        inputSchema: { json: modelAnswerJsonSchema() as ToolInputSchema.JsonMember['json'] },
      },
    },
  ],
  toolChoice: { tool: { name: RISK_ANALYSIS_TOOL_NAME } },
};

/** What differs between the first call and a partial repair: the tools and the output cap. */
interface CallOptions {
  toolConfig?: ToolConfiguration;
  maxTokens?: number;
}

/** Bedrock failures left after the SDK's retries, as the errors the application reports. */
function asAppError(error: unknown): unknown {
  const name = error instanceof Error ? error.name : '';
  if (name === 'ThrottlingException' || name === 'ServiceQuotaExceededException')
    return new AppError(429, 'quotaExceeded', { quotaExceeded: true });
  if (name === 'ModelTimeoutException') return new AppError(504, 'internalError', { modelTimeout: true });
  if (name === 'ServiceUnavailableException' || name === 'ModelNotReadyException')
    return new AppError(503, 'internalError', { modelUnavailable: true });
  return error;
}

type Checked = { ok: true; answer: ModelAnswer } | { ok: false; problems: string; parts?: AnswerPath[] };

function check(answer: StreamedAnswer, toolUse: ToolUseBlock | undefined): Checked {
  if (!toolUse)
    return {
      ok: false,
      problems: `- (root): the answer has no ${RISK_ANALYSIS_TOOL_NAME} tool call (stop reason: ${answer.stopReason ?? 'none'})`,
    };
  const cut =
    answer.stopReason === 'max_tokens' || answer.cutToolInput
      ? `\n- (root): the answer was cut at the output limit of ${MAX_OUTPUT_TOKENS} tokens: write shorter texts`
      : '';
  if (answer.cutToolInput) return { ok: false, problems: cut.trimStart() };
  const parsed = modelAnswerSchema.safeParse(toolUse.input);
  if (parsed.success) return { ok: true, answer: parsed.data };
  const problems = describeIssues(parsed.error) + cut;
  // An answer cut at the cap is not corrected part by part: its missing end is no part of it.
  const parts = cut ? null : partsToRepair(parsed.error.issues);
  return { ok: false, problems, ...(parts && { parts }) };
}

const toolUseOf = (content: ContentBlock[]) =>
  content.find((block) => block.toolUse?.name === RISK_ANALYSIS_TOOL_NAME)?.toolUse;

/** The user turn that asks for a corrected tool call, after the rejected assistant turn. */
function repairTurn(toolUse: ToolUseBlock | undefined, problems: string, request = REPAIR_REQUEST): Message {
  const content: ContentBlock[] = toolUse
    ? [
        {
          toolResult: {
            toolUseId: toolUse.toolUseId,
            status: 'error',
            content: [{ text: problemsText(problems) }],
          },
        },
        { text: request },
      ]
    : [{ text: `${problemsText(problems)}\n\n${request}` }];
  return { role: 'user', content };
}

export class BedrockAnalyzer implements Analyzer {
  private readonly client: BedrockRuntimeClient;
  private readonly modelId: string;

  constructor(options: { client?: BedrockRuntimeClient; modelId?: string } = {}) {
    this.client = options.client ?? bedrock();
    this.modelId = options.modelId ?? bedrockConfig().BEDROCK_MODEL_ID;
  }

  /** The first answer: the result, or the rejected answer for a repair in a later invocation. */
  async analyze(input: AnalysisInput): Promise<FirstAnswer> {
    const { blocks, deliveries } = fileContent(input.files);
    const answer = await this.converse([firstTurn(input, blocks, deliveries)], 1);
    const checked = check(answer, toolUseOf(answer.content));
    if (checked.ok) return { result: finishResult(checked.answer, input, deliveries) };
    logger.warn('Bedrock answer invalid, a repair is needed', {
      problems: checked.problems,
      partial: Boolean(checked.parts),
    });
    const { problems, parts } = checked;
    return { rejected: { content: answer.content, problems, ...(parts && { parts }) } };
  }

  /** The repair: the same request, the rejected answer and its problems; a 502 if still invalid. */
  async repair(input: AnalysisInput, rejected: RejectedAnswer): Promise<AnalysisResult> {
    const content = rejected.content as ContentBlock[];
    const toolUse = toolUseOf(content);
    if (toolUse && rejected.parts?.length)
      return this.repairParts(input, rejected.parts, { content, toolUse, problems: rejected.problems });
    const { blocks, deliveries } = fileContent(input.files);
    const messages: Message[] = [firstTurn(input, blocks, deliveries)];
    // The conversation must alternate: an empty assistant turn cannot be sent back, so the
    // request is then simply made again.
    if (content.length)
      messages.push({ role: 'assistant', content }, repairTurn(toolUseOf(content), rejected.problems));
    const answer = await this.converse(messages, 2);
    const checked = check(answer, toolUseOf(answer.content));
    if (checked.ok) return finishResult(checked.answer, input, deliveries);
    logger.error('Bedrock answer invalid after repair', { problems: checked.problems });
    throw new AppError(502, 'modelInvalidAnswer');
  }

  /**
   * The partial repair: after the rejected turn, the model gives only the rejected parts through
   * the corrections tool (its output cap computed from those parts), and they replace the same
   * parts of the rejected answer; the merged answer must then pass the first answer's checks.
   * The tool list differs from the first call's, so the cached prefix is written again: a few
   * thousand input tokens, on a repair only.
   */
  private async repairParts(
    input: AnalysisInput,
    parts: AnswerPath[],
    rejected: { content: ContentBlock[]; toolUse: ToolUseBlock; problems: string },
  ): Promise<AnalysisResult> {
    const { blocks, deliveries } = fileContent(input.files);
    const request = partialRepairRequest(parts.map(pathText));
    const messages: Message[] = [
      firstTurn(input, blocks, deliveries),
      { role: 'assistant', content: rejected.content },
      repairTurn(rejected.toolUse, rejected.problems, request),
    ];
    const toolConfig: ToolConfiguration = {
      tools: [
        ...RISK_ANALYSIS_TOOL_CONFIG.tools!,
        { toolSpec: correctionsToolSpec(parts) as ToolSpecification },
      ],
      toolChoice: { tool: { name: CORRECTIONS_TOOL_NAME } },
    };
    const answer = await this.converse(messages, 2, { toolConfig, maxTokens: repairOutputTokens(parts) });
    const corrections = answer.content.find((block) => block.toolUse?.name === CORRECTIONS_TOOL_NAME);
    const given = correctionsSchema(parts).safeParse(corrections?.toolUse?.input);
    const merged = given.success
      ? modelAnswerSchema.safeParse(mergeCorrections(rejected.toolUse.input, parts, given.data))
      : given;
    if (merged.success) return finishResult(merged.data as ModelAnswer, input, deliveries);
    logger.error('Bedrock answer invalid after repair', {
      problems: describeIssues(merged.error),
      partial: true,
      stopReason: answer.stopReason,
    });
    throw new AppError(502, 'modelInvalidAnswer');
  }

  /** The request of one call: the cached prefix (tools, system), the turns, and the output cap. */
  request(
    messages: Message[],
    { toolConfig = RISK_ANALYSIS_TOOL_CONFIG, maxTokens = MAX_OUTPUT_TOKENS }: CallOptions = {},
  ): ConverseStreamCommandInput {
    return {
      modelId: this.modelId,
      system: systemBlocks(this.modelId),
      messages: [...messages],
      toolConfig,
      inferenceConfig: { maxTokens, temperature: 0 },
    };
  }

  private async converse(
    messages: Message[],
    attempt: number,
    options?: CallOptions,
  ): Promise<StreamedAnswer> {
    const started = performance.now();
    try {
      const response = await this.client.send(new ConverseStreamCommand(this.request(messages, options)));
      const answer = await readConverseStream(response.stream, started);
      const usage = answer.usage;
      logger.info('Bedrock converse stream', {
        modelId: this.modelId,
        attempt,
        stopReason: answer.stopReason,
        inputTokens: usage?.inputTokens,
        outputTokens: usage?.outputTokens,
        cacheReadInputTokens: usage?.cacheReadInputTokens,
        cacheWriteInputTokens: usage?.cacheWriteInputTokens,
        firstTokenMs: answer.firstTokenMs === null ? null : Math.round(answer.firstTokenMs),
        totalMs: Math.round(answer.totalMs),
      });
      // Tokens are what Bedrock bills: counted per call, repairs included.
      metrics.addMetric(METRIC.bedrockInputTokens, MetricUnit.Count, usage?.inputTokens ?? 0);
      metrics.addMetric(METRIC.bedrockOutputTokens, MetricUnit.Count, usage?.outputTokens ?? 0);
      metrics.addMetric(METRIC.bedrockCacheReadTokens, MetricUnit.Count, usage?.cacheReadInputTokens ?? 0);
      metrics.addMetric(METRIC.bedrockCacheWriteTokens, MetricUnit.Count, usage?.cacheWriteInputTokens ?? 0);
      if (answer.firstTokenMs !== null)
        metrics.addMetric(METRIC.bedrockTimeToFirstToken, MetricUnit.Milliseconds, answer.firstTokenMs);
      metrics.addMetric(METRIC.bedrockLatency, MetricUnit.Milliseconds, answer.totalMs);
      return answer;
    } catch (error) {
      const mapped = asAppError(error);
      if (mapped !== error)
        logger.error('Bedrock converse failed', { errorName: (error as Error).name, attempt });
      throw mapped;
    }
  }
}

/** The first user turn: the files as blocks, then the request text. */
function firstTurn(
  input: AnalysisInput,
  blocks: ContentBlock[],
  deliveries: ReturnType<typeof fileContent>['deliveries'],
): Message {
  return { role: 'user', content: [...blocks, { text: requestText(input, deliveries) }] };
}

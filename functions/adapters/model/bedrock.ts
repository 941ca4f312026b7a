import {
  BedrockRuntimeClient,
  ConverseCommand,
  type ContentBlock,
  type ConverseCommandOutput,
  type Message,
  type ToolConfiguration,
  type ToolInputSchema,
  type ToolUseBlock,
} from '@aws-sdk/client-bedrock-runtime';
import { z } from 'zod';
import type { AnalysisResult } from '#shared/schemas/analysis';
import { AppError } from '#core/errors';
import { logger, METRIC, metrics, MetricUnit, tracer } from '#functions/observability';
import { clientOptions } from '../aws-options';
import {
  RISK_ANALYSIS_TOOL_NAME,
  describeIssues,
  modelAnswerJsonSchema,
  modelAnswerSchema,
  type ModelAnswer,
} from './answer-schema';
import { fileContent } from './content';
import { finishResult } from './finish-result';
import type { AnalysisInput, Analyzer } from './port';
import { REPAIR_REQUEST, SYSTEM_PROMPT, problemsText, requestText } from './prompt';

/**
 * The Bedrock analyzer: one Converse call with the photos and documents as image and
 * document blocks, a forced tool call whose input schema is the model-facing result schema,
 * zod validation of that input, and at most one repair turn when it does not validate.
 */

/**
 * Claude Sonnet 4.5 through its US cross-Region inference profile, which can be called from
 * ca-central-1 and us-east-1 (inference then runs in US Regions). Override with
 * BEDROCK_MODEL_ID: another inference profile (e.g. global.anthropic.claude-sonnet-4-5-20250929-v1:0),
 * a model id available on demand in the Region, or an application inference profile ARN.
 */
export const DEFAULT_BEDROCK_MODEL_ID = 'us.anthropic.claude-sonnet-4-5-20250929-v1:0';
export const MAX_OUTPUT_TOKENS = 16_384;

const bedrockConfigSchema = z.object({
  BEDROCK_MODEL_ID: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^[\w.:/-]+$/, 'must be a model id, an inference profile id or an ARN')
      .default(DEFAULT_BEDROCK_MODEL_ID),
  ),
});
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

type Checked = { ok: true; answer: ModelAnswer } | { ok: false; problems: string };

function check(response: ConverseCommandOutput, toolUse: ToolUseBlock | undefined): Checked {
  if (!toolUse)
    return {
      ok: false,
      problems: `- (root): the answer has no ${RISK_ANALYSIS_TOOL_NAME} tool call (stop reason: ${response.stopReason ?? 'none'})`,
    };
  const parsed = modelAnswerSchema.safeParse(toolUse.input);
  if (parsed.success) return { ok: true, answer: parsed.data };
  const cut =
    response.stopReason === 'max_tokens'
      ? `\n- (root): the answer was cut at the output limit of ${MAX_OUTPUT_TOKENS} tokens: write shorter texts`
      : '';
  return { ok: false, problems: describeIssues(parsed.error) + cut };
}

/** The user turn that asks for a corrected tool call, after the rejected assistant turn. */
function repairTurn(toolUse: ToolUseBlock | undefined, problems: string): Message {
  const content: ContentBlock[] = toolUse
    ? [
        {
          toolResult: {
            toolUseId: toolUse.toolUseId,
            status: 'error',
            content: [{ text: problemsText(problems) }],
          },
        },
        { text: REPAIR_REQUEST },
      ]
    : [{ text: `${problemsText(problems)}\n\n${REPAIR_REQUEST}` }];
  return { role: 'user', content };
}

export class BedrockAnalyzer implements Analyzer {
  private readonly client: BedrockRuntimeClient;
  private readonly modelId: string;

  constructor(options: { client?: BedrockRuntimeClient; modelId?: string } = {}) {
    this.client = options.client ?? bedrock();
    this.modelId = options.modelId ?? bedrockConfig().BEDROCK_MODEL_ID;
  }

  async analyze(input: AnalysisInput): Promise<AnalysisResult> {
    const { blocks, deliveries } = fileContent(input.files);
    const messages: Message[] = [
      { role: 'user', content: [...blocks, { text: requestText(input, deliveries) }] },
    ];
    for (let attempt = 1; ; attempt += 1) {
      const response = await this.converse(messages, attempt);
      const reply = response.output?.message;
      const toolUse = reply?.content?.find(
        (block) => block.toolUse?.name === RISK_ANALYSIS_TOOL_NAME,
      )?.toolUse;
      const checked = check(response, toolUse);
      if (checked.ok) return finishResult(checked.answer, input, deliveries);
      if (attempt >= 2) {
        logger.error('Bedrock answer invalid after repair', { problems: checked.problems });
        throw new AppError(502, 'modelInvalidAnswer');
      }
      logger.warn('Bedrock answer invalid, asking for a repair', { problems: checked.problems });
      // The conversation must alternate: an empty assistant turn cannot be sent back, so the
      // request is then simply made again.
      if (reply?.content?.length)
        messages.push({ role: 'assistant', content: reply.content }, repairTurn(toolUse, checked.problems));
    }
  }

  private async converse(messages: Message[], attempt: number): Promise<ConverseCommandOutput> {
    try {
      const response = await this.client.send(
        new ConverseCommand({
          modelId: this.modelId,
          system: [{ text: SYSTEM_PROMPT }],
          messages: [...messages],
          toolConfig: RISK_ANALYSIS_TOOL_CONFIG,
          inferenceConfig: { maxTokens: MAX_OUTPUT_TOKENS, temperature: 0 },
        }),
      );
      logger.info('Bedrock converse', {
        modelId: this.modelId,
        attempt,
        stopReason: response.stopReason,
        inputTokens: response.usage?.inputTokens,
        outputTokens: response.usage?.outputTokens,
        latencyMs: response.metrics?.latencyMs,
      });
      // Tokens are what Bedrock bills: counted per call, repairs included.
      metrics.addMetric(METRIC.bedrockInputTokens, MetricUnit.Count, response.usage?.inputTokens ?? 0);
      metrics.addMetric(METRIC.bedrockOutputTokens, MetricUnit.Count, response.usage?.outputTokens ?? 0);
      return response;
    } catch (error) {
      const mapped = asAppError(error);
      if (mapped !== error)
        logger.error('Bedrock converse failed', { errorName: (error as Error).name, attempt });
      throw mapped;
    }
  }
}

import type {
  ContentBlock,
  ConverseStreamOutput,
  StopReason,
  TokenUsage,
} from '@aws-sdk/client-bedrock-runtime';

/**
 * A ConverseStream answer put back together: text blocks from their deltas, and tool calls
 * from their start (id, name) and the pieces of JSON input that follow. With the timings that
 * streaming makes visible: the first token, and the whole answer.
 */
export interface StreamedAnswer {
  /** The assistant turn, as Converse would have returned it. */
  content: ContentBlock[];
  stopReason: StopReason | undefined;
  usage: TokenUsage | undefined;
  /** Milliseconds from the request to the first delta; null when nothing came. */
  firstTokenMs: number | null;
  /** Milliseconds from the request to the end of the stream. */
  totalMs: number;
  /** A tool call whose input was not complete JSON (cut at the output limit): sent back as {}. */
  cutToolInput: boolean;
}

interface Part {
  text?: string;
  toolUse?: { toolUseId: string; name: string; json: string };
}

/** The error events of the stream, thrown like the SDK throws them. */
const STREAM_ERRORS = [
  'internalServerException',
  'modelStreamErrorException',
  'serviceUnavailableException',
  'throttlingException',
  'validationException',
] as const;

function thrownBy(event: ConverseStreamOutput): Error | undefined {
  for (const key of STREAM_ERRORS) {
    const error = (event as unknown as Record<string, unknown>)[key] as { message?: string } | undefined;
    if (error) {
      const name = key.charAt(0).toUpperCase() + key.slice(1);
      return Object.assign(new Error(error.message ?? name), { name });
    }
  }
  return undefined;
}

/** Reads the stream to its end; `started` is when the request was sent (performance.now()). */
export async function readConverseStream(
  stream: AsyncIterable<ConverseStreamOutput> | undefined,
  started: number,
): Promise<StreamedAnswer> {
  const parts = new Map<number, Part>();
  let stopReason: StopReason | undefined;
  let usage: TokenUsage | undefined;
  let firstTokenMs: number | null = null;
  for await (const event of stream ?? []) {
    const error = thrownBy(event);
    if (error) throw error;
    if (event.contentBlockStart) {
      const { contentBlockIndex = 0, start } = event.contentBlockStart;
      if (start?.toolUse)
        parts.set(contentBlockIndex, {
          toolUse: { toolUseId: start.toolUse.toolUseId ?? '', name: start.toolUse.name ?? '', json: '' },
        });
    } else if (event.contentBlockDelta) {
      firstTokenMs ??= performance.now() - started;
      const { contentBlockIndex = 0, delta } = event.contentBlockDelta;
      const part = parts.get(contentBlockIndex) ?? {};
      if (delta?.text !== undefined) part.text = (part.text ?? '') + delta.text;
      if (delta?.toolUse && part.toolUse) part.toolUse.json += delta.toolUse.input ?? '';
      parts.set(contentBlockIndex, part);
    } else if (event.messageStop) stopReason = event.messageStop.stopReason;
    else if (event.metadata) usage = event.metadata.usage;
  }
  let cutToolInput = false;
  const content = [...parts.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([, part]): ContentBlock[] => {
      if (part.toolUse) {
        const { toolUseId, name, json } = part.toolUse;
        let input: unknown = {};
        try {
          input = JSON.parse(json || '{}');
        } catch {
          cutToolInput = true;
        }
        return [
          { toolUse: { toolUseId, name, input: input as ContentBlock.ToolUseMember['toolUse']['input'] } },
        ];
      }
      return part.text ? [{ text: part.text }] : [];
    });
  return { content, stopReason, usage, firstTokenMs, totalMs: performance.now() - started, cutToolInput };
}

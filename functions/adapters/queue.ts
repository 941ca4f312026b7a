import { GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import { config } from '#functions/config';
import { tracer } from '#functions/observability';
import { clientOptions } from './aws-options';

let client: SQSClient | undefined;

export function queue(): SQSClient {
  if (!client) client = tracer.captureAWSv3Client(new SQSClient(clientOptions(config().SQS_ENDPOINT)));
  return client;
}

/** Every job message names its type and the record it works on; workers dispatch on type. */
export const jobMessage = /* @__PURE__ */ schema(() =>
  z.object({
    type: z.string().min(1),
    jobId: z.string().min(1),
    payload: z.record(z.string(), z.unknown()).default({}),
  }),
);
export type JobMessage = z.infer<typeof jobMessage>;

export async function sendJob(message: JobMessage): Promise<string> {
  const { MessageId } = await queue().send(
    new SendMessageCommand({
      QueueUrl: config().JOBS_QUEUE_URL,
      MessageBody: JSON.stringify(jobMessage.parse(message)),
    }),
  );
  return MessageId ?? '';
}

export async function queueDepth(): Promise<number> {
  const { Attributes } = await queue().send(
    new GetQueueAttributesCommand({
      QueueUrl: config().JOBS_QUEUE_URL,
      AttributeNames: ['ApproximateNumberOfMessages'],
    }),
  );
  return Number(Attributes?.ApproximateNumberOfMessages ?? 0);
}

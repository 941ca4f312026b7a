import { BedrockRuntimeClient, ConverseStreamCommand } from '@aws-sdk/client-bedrock-runtime';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBedrockForTests } from '#adapters/model/bedrock';
import type { Analysis } from '#adapters/table/analyses';
import { ANALYSIS_JOB } from '#core/analysis';
import { repairStateKey } from '#core/analysis/bedrock-repair';
import { runAnalysisJob } from '#core/analysis/pipeline';
import { resetConfigForTests } from '#functions/config';
import { logger, METRIC, metrics } from '#functions/observability';
import { recordedAnswer, streamed } from '../fixtures/bedrock/stream';
import { textPdf } from '../fixtures/extraction/builders';
import { testConfig } from './support/config';

/*
 * The analysis job under Bedrock: a rejected first answer ends the invocation with a repair
 * message queued (never a second call inline), the repair runs from that message, and a
 * redelivered message never calls the model for a repair twice.
 */

const bedrockMock = mockClient(BedrockRuntimeClient);
const s3Mock = mockClient(S3Client);
const sqsMock = mockClient(SQSClient);
const dynamo = mockClient(DynamoDBDocumentClient);

// Short lines: the page does not wrap them.
const NOTE_LINES = [
  "Note d'inspection – Entrepôt Laval, quai de réception, 12 mars 2025",
  '1. Le convoyeur à courroie C-3 fonctionne sans protecteur au tambour de queue;',
  'un préposé dégage les bourrages à la main pendant la marche.',
  "2. Les chariots élévateurs traversent l'allée piétonne entre le quai 2 et la zone",
  "de préparation, sans marquage ni miroir à l'intersection.",
];

let pdf: Uint8Array;
let item: Analysis;
let objects: Map<string, Uint8Array>;

const calls = () => bedrockMock.commandCalls(ConverseStreamCommand).map((c) => c.args[0].input);
const sentJobs = () =>
  sqsMock.commandCalls(SendMessageCommand).map((c) => JSON.parse(c.args[0].input.MessageBody!) as unknown);

beforeAll(async () => {
  pdf = await textPdf([NOTE_LINES]);
  testConfig();
  process.env.ANALYZER = 'bedrock';
  resetConfigForTests();
});
afterEach(() => {
  vi.restoreAllMocks();
});
beforeEach(() => {
  for (const mock of [bedrockMock, s3Mock, sqsMock, dynamo]) mock.reset();
  resetBedrockForTests();
  vi.spyOn(logger, 'info').mockImplementation(() => {});
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
  vi.spyOn(logger, 'error').mockImplementation(() => {});
  item = {
    id: 'an_01',
    userId: 'user_01',
    status: 'queued',
    progress: 0,
    step: 'queued',
    error: null,
    request: {
      files: [{ key: 'uploads/user_01/an_01/note-inspection-quai.pdf', name: 'note-inspection-quai.pdf' }],
      area: 'Entrepôt – quai de réception et allée de préparation',
      jurisdiction: 'QC',
      language: 'fr',
      mainSector: 'transportation_warehousing',
    },
    resultKey: null,
    attempts: 0,
    createdAt: '2025-06-04T12:00:00.000Z',
    updatedAt: '2025-06-04T12:00:00.000Z',
  };
  objects = new Map([['uploads/user_01/an_01/note-inspection-quai.pdf', pdf]]);
  // The table and the bucket, in memory.
  dynamo.on(GetCommand).callsFake(() => ({ Item: { ...item } }));
  dynamo
    .on(UpdateCommand)
    .callsFake(
      (input: {
        ExpressionAttributeNames: Record<string, string>;
        ExpressionAttributeValues: Record<string, unknown>;
      }) => {
        if (item.status === 'done' || item.status === 'failed')
          throw Object.assign(new Error('condition'), { name: 'ConditionalCheckFailedException' });
        const changes = Object.fromEntries(
          Object.entries(input.ExpressionAttributeNames)
            .filter(([name]) => name.startsWith('#f'))
            .map(([name, field]) => [field, input.ExpressionAttributeValues[`:v${name.slice(2)}`]]),
        );
        item = { ...item, ...changes };
        return { Attributes: { ...item } };
      },
    );
  s3Mock.on(GetObjectCommand).callsFake(({ Key }: { Key: string }) => {
    const bytes = objects.get(Key);
    if (!bytes) throw Object.assign(new Error('missing'), { name: 'NoSuchKey' });
    return {
      Body: { transformToByteArray: () => Promise.resolve(bytes) },
    } as unknown as GetObjectCommandOutput;
  });
  s3Mock.on(PutObjectCommand).callsFake(({ Key, Body }: { Key: string; Body: string | Uint8Array }) => {
    objects.set(Key, typeof Body === 'string' ? new TextEncoder().encode(Body) : Body);
    return {};
  });
  s3Mock.on(DeleteObjectsCommand).callsFake(({ Delete }: { Delete: { Objects: { Key: string }[] } }) => {
    for (const { Key } of Delete.Objects) objects.delete(Key);
    return {};
  });
  sqsMock.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
});

describe('Bedrock repair: a new queue message, not a second call in the same invocation', () => {
  it('queues the repair of a rejected answer, says so on the screen, and finishes from the repair message', async () => {
    bedrockMock
      .on(ConverseStreamCommand)
      .resolvesOnce(streamed(recordedAnswer('malformed-answer')))
      .resolvesOnce(streamed(recordedAnswer('partial-repair-answer')));
    metrics.clearMetrics();

    // The first message: one call, then the repair is queued and the invocation ends.
    await runAnalysisJob(item.id, 1);

    expect(calls()).toHaveLength(1);
    expect(sentJobs()).toEqual([{ type: ANALYSIS_JOB, jobId: item.id, payload: { repair: true } }]);
    expect(item).toMatchObject({ status: 'analyzing', step: 'repairing', resultKey: null });
    expect(objects.has(repairStateKey(item))).toBe(true);
    const emf = metrics.serializeMetrics() as unknown as Record<string, unknown>;
    metrics.clearMetrics();
    expect(emf[METRIC.bedrockRepairs]).toBe(1);

    // The repair message: the rejected turn and its problems go back, the files are not read again.
    const uploadReads = () =>
      s3Mock.commandCalls(GetObjectCommand).filter((c) => c.args[0].input.Key!.startsWith('uploads/')).length;
    const readsBefore = uploadReads();
    await runAnalysisJob(item.id, 1, true);

    expect(calls()).toHaveLength(2);
    expect(calls()[1]!.messages!.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(calls()[1]!.messages![2]!.content![0]!.toolResult!.status).toBe('error');
    // Only the rejected parts are asked for: a small output cap, the corrections tool forced.
    expect(calls()[1]!.toolConfig!.toolChoice).toEqual({ tool: { name: 'record_corrections' } });
    expect(calls()[1]!.inferenceConfig!.maxTokens).toBeLessThan(calls()[0]!.inferenceConfig!.maxTokens!);
    // The document is sent again from its stored bytes: one read, no second extraction.
    expect(uploadReads() - readsBefore).toBe(1);
    expect(item).toMatchObject({ status: 'done', step: 'done', riskCount: 2 });
    expect(objects.has(repairStateKey(item))).toBe(false);
    expect(objects.has(item.resultKey!)).toBe(true);
  });

  it('never repairs twice: redelivered first and repair messages do not call the model again', async () => {
    bedrockMock
      .on(ConverseStreamCommand)
      .resolvesOnce(streamed(recordedAnswer('malformed-answer')))
      .resolvesOnce(streamed(recordedAnswer('partial-repair-answer')));

    await runAnalysisJob(item.id, 1);
    // The first message comes back (its repair send may have failed): the repair is sent again, no call.
    await runAnalysisJob(item.id, 2);
    expect(calls()).toHaveLength(1);
    expect(sentJobs()).toHaveLength(2);

    await runAnalysisJob(item.id, 1, true);
    // Both repair messages were delivered: the second finds the analysis done.
    await runAnalysisJob(item.id, 1, true);
    await runAnalysisJob(item.id, 2);

    expect(calls()).toHaveLength(2);
    expect(item.status).toBe('done');
  });

  it('fails the analysis with the model error when the repair is still invalid, and drops what it kept', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(recordedAnswer('malformed-answer')));

    await runAnalysisJob(item.id, 1);
    await runAnalysisJob(item.id, 1, true);

    expect(calls()).toHaveLength(2);
    expect(item).toMatchObject({ status: 'failed', error: { code: 'modelInvalidAnswer' } });
    expect(objects.has(repairStateKey(item))).toBe(false);
  });

  it('does nothing for a repair message of an analysis that has no repair queued', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(recordedAnswer('good-answer')));

    await runAnalysisJob(item.id, 1, true);

    expect(calls()).toHaveLength(0);
    expect(item.status).toBe('queued');
  });
});

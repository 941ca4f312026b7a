import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { setTimeout as sleep } from 'node:timers/promises';
import { lambdaContext } from './lambda-context';

type StreamHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<void>;

export interface StreamPollerOptions {
  endpoint: string;
  region: string;
  tableName: string;
  handler: StreamHandler;
  functionName: string;
  /** The `type`s whose changes reach the handler (the Lambda event filter's part). */
  entities: readonly string[];
  idleMs?: number;
  log?: (line: string) => void;
}

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The image that names the item's entity: the new one, or the old one of a deletion. */
function entityOf(record: StreamRecord): string | undefined {
  const image = record.dynamodb?.NewImage ?? record.dynamodb?.OldImage;
  return image?.type?.S;
}

/**
 * Plays Lambda's DynamoDB stream event source: every shard of the table's stream is read from the
 * moment the stack starts (what happened before is the recount's), the records of the watched
 * entities handed to the same handler in batches; a failed batch is retried, as Lambda would.
 */
export function startStreamPoller(options: StreamPollerOptions): {
  /** Resolves once the shards are being read: changes from then on reach the handler. */
  ready: Promise<void>;
  stop(): Promise<void>;
} {
  const { endpoint, region, tableName, handler, functionName, entities, idleMs = 250, log } = options;
  const streams = new DynamoDBStreamsClient({ endpoint, region, credentials });
  const table = new DynamoDBClient({ endpoint, region, credentials });
  const watched = new Set(entities);
  const iterators = new Map<string, string | null>();
  let stopped = false;

  const discoverShards = async (streamArn: string, fresh: boolean) => {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (!shard.ShardId || iterators.has(shard.ShardId)) continue;
      // Shards open at start: from now on. Shards opened later: from their beginning.
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shard.ShardId,
          ShardIteratorType: fresh ? 'LATEST' : 'TRIM_HORIZON',
        }),
      );
      iterators.set(shard.ShardId, ShardIterator ?? null);
    }
  };

  const readShard = async (shardId: string, iterator: string): Promise<number> => {
    const { Records = [], NextShardIterator } = await streams.send(
      new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }),
    );
    const records = Records.filter((record) => watched.has(entityOf(record) ?? '')) as DynamoDBRecord[];
    if (records.length > 0) await handler({ Records: records }, lambdaContext(functionName, 30));
    // Advanced only once the batch succeeded: a failure reads the same records again.
    iterators.set(shardId, NextShardIterator ?? null);
    return Records.length;
  };

  const ready = (async () => {
    const { Table } = await table.send(new DescribeTableCommand({ TableName: tableName }));
    const streamArn = Table?.LatestStreamArn;
    if (!streamArn) throw new Error(`The table ${tableName} has no stream`);
    await discoverShards(streamArn, true);
    return streamArn;
  })();
  const loop = (async () => {
    const streamArn = await ready;
    let sinceDiscovery = 0;
    while (!stopped) {
      let read = 0;
      for (const [shardId, iterator] of iterators) {
        if (!iterator) continue;
        try {
          read += await readShard(shardId, iterator);
        } catch (error) {
          log?.(`stream consumer ${functionName} failed: ${(error as Error).message}`);
        }
      }
      if (++sinceDiscovery >= 20) {
        sinceDiscovery = 0;
        await discoverShards(streamArn, false).catch(() => {});
      }
      if (read === 0) await sleep(idleMs);
    }
  })();
  loop.catch((error: Error) => log?.(`stream poller stopped: ${error.message}`));

  return {
    ready: ready.then(() => undefined),
    async stop() {
      stopped = true;
      await loop.catch(() => {});
    },
  };
}

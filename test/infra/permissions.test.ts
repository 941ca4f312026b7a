import { describe, expect, it } from 'vitest';
import { readsSession, type Permission } from '#functions/route-types';
import { jobs, routes } from '#functions/routes';
import { functionLogicalId } from '../../infra/constructs/project-function';
import { ghostRoute, resourcesOf, roleActions, statementsOf, synthesize } from './synth';

/**
 * What each declared permission must grant, written out here rather than read from
 * infra/grants.ts, so a change there that widens a grant fails this suite.
 */
const ACTIONS: Record<Permission, readonly string[]> = {
  'table:read': [
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:GetItem',
    'dynamodb:Scan',
    'dynamodb:ConditionCheckItem',
    'dynamodb:DescribeTable',
    'dynamodb:GetRecords',
    'dynamodb:GetShardIterator',
  ],
  'table:status': ['dynamodb:DescribeTable'],
  'table:write': [
    'dynamodb:BatchWriteItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:DescribeTable',
  ],
  'objects:read': ['s3:GetObject*', 's3:GetBucket*', 's3:List*'],
  'objects:status': ['s3:ListBucket'],
  'objects:write': [
    's3:PutObject',
    's3:PutObjectLegalHold',
    's3:PutObjectRetention',
    's3:PutObjectTagging',
    's3:PutObjectVersionTagging',
    's3:Abort*',
  ],
  'objects:delete': ['s3:DeleteObject*'],
  'queue:send': ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
  'queue:status': ['sqs:GetQueueAttributes'],
  'mail:send': ['ses:SendEmail', 'ses:SendRawEmail'],
  'mail:status': ['ses:GetAccount'],
  'model:invoke': ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
  payments: ['secretsmanager:GetSecretValue'],
  'table:export': [
    'dynamodb:ExportTableToPointInTime',
    'dynamodb:DescribeTable',
    's3:PutObject',
    's3:PutObjectAcl',
    's3:AbortMultipartUpload',
  ],
  'table:exportStatus': ['dynamodb:DescribeExport'],
  'backups:read': ['s3:GetObject*', 's3:GetBucket*', 's3:List*'],
  'backups:write': [
    's3:PutObject',
    's3:PutObjectLegalHold',
    's3:PutObjectRetention',
    's3:PutObjectTagging',
    's3:PutObjectVersionTagging',
    's3:Abort*',
    's3:DeleteObject*',
  ],
};

/** Tracing is active on every function: the X-Ray daemon's two actions (they have no resource type). */
const TRACE_ACTIONS = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'];
/** What a function that resolves sessions gets to read the session key. */
const SESSION_ACTIONS = ['secretsmanager:GetSecretValue'];
/** What every route function gets to read the origin verification secret (requests via CloudFront only). */
const ORIGIN_CHECK_ACTIONS = ['secretsmanager:GetSecretValue'];

/** What the SQS event source grants a worker so that Lambda can poll for it. */
const CONSUME_ACTIONS = [
  'sqs:ReceiveMessage',
  'sqs:ChangeMessageVisibility',
  'sqs:GetQueueUrl',
  'sqs:DeleteMessage',
  'sqs:GetQueueAttributes',
];

/** A table-stream consumer reads the stream and sets aside failed batches on the dead-letter queue. */
const STREAM_ACTIONS = [
  'dynamodb:ListStreams',
  'dynamodb:DescribeStream',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'sqs:SendMessage',
  'sqs:GetQueueAttributes',
  'sqs:GetQueueUrl',
];

const expectedActions = (permissions: readonly Permission[], extra: readonly string[] = []) =>
  new Set([...permissions.flatMap((p) => ACTIONS[p]), ...TRACE_ACTIONS, ...extra]);

const { template } = synthesize();

describe('least privilege', () => {
  it.each(routes.map((route) => [route.id, route] as const))(
    'route %s gets exactly its declared permissions',
    (_, route) => {
      const actions = roleActions(template, functionLogicalId(route.id));
      expect(new Set(actions)).toEqual(
        expectedActions(route.permissions, [
          ...ORIGIN_CHECK_ACTIONS,
          ...(readsSession(route) ? SESSION_ACTIONS : []),
        ]),
      );
    },
  );

  it.each(jobs.map((job) => [job.id, job] as const))(
    'job %s gets its permissions, and the right to consume the queue only if it is a queue worker',
    (_, job) => {
      const actions = roleActions(template, functionLogicalId(job.id));
      expect(new Set(actions)).toEqual(
        expectedActions(
          job.permissions,
          'schedule' in job ? undefined : 'tableStream' in job ? STREAM_ACTIONS : CONSUME_ACTIONS,
        ),
      );
    },
  );

  it('keeps login away from files, the queue and mail', () => {
    const actions = roleActions(template, functionLogicalId('login'));
    expect(actions.filter((a) => /^(s3|sqs|ses|bedrock):/.test(a))).toEqual([]);
  });

  it('lets the public health check call no engine at all', () => {
    const actions = roleActions(template, functionLogicalId('health'));
    expect(new Set(actions)).toEqual(new Set([...ORIGIN_CHECK_ACTIONS, ...TRACE_ACTIONS]));
  });

  it("lets the administrators' health check probe each engine without reading any object or message", () => {
    const actions = roleActions(template, functionLogicalId('adminHealth'));
    expect(new Set(actions)).toEqual(
      new Set([
        // Reading the administrator's session.
        ...ACTIONS['table:read'],
        's3:ListBucket',
        'sqs:GetQueueAttributes',
        'ses:GetAccount',
        ...ORIGIN_CHECK_ACTIONS,
        ...TRACE_ACTIONS,
      ]),
    );
  });

  it('gives a route with no permissions nothing beyond tracing and the origin check', () => {
    const { template: withGhost } = synthesize({
      routes: [...routes, { ...ghostRoute, ignoresSession: true }],
    });
    expect(new Set(roleActions(withGhost, functionLogicalId('ghost')))).toEqual(
      new Set([...TRACE_ACTIONS, ...ORIGIN_CHECK_ACTIONS]),
    );
  });

  it('uses a wildcard resource only where the action has no resource type', () => {
    const wildcards = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
      .flatMap(statementsOf)
      .filter((s) => [s.Resource].flat().includes('*'))
      .flatMap((s) => [s.Action].flat());
    // ListStreams (a stream consumer's) has no resource type either.
    expect(new Set(wildcards)).toEqual(new Set(['ses:GetAccount', 'dynamodb:ListStreams', ...TRACE_ACTIONS]));
  });

  it('attaches no managed policy beyond basic Lambda logging', () => {
    const basicExecution = {
      'Fn::Join': [
        '',
        ['arn:', { Ref: 'AWS::Partition' }, ':iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
      ],
    };
    for (const role of Object.values(resourcesOf(template, 'AWS::IAM::Role'))) {
      expect(role.Properties?.ManagedPolicyArns).toEqual([basicExecution]);
    }
  });

  it.each(routes.map((route) => [route.id, route] as const))(
    'route %s is told where the payment secret is only if it declares payments',
    (_id, route) => {
      const fn = template.toJSON().Resources[functionLogicalId(route.id)];
      const variables = Object.keys(fn.Properties.Environment.Variables);
      const declares = (route.permissions as readonly Permission[]).includes('payments');
      expect(variables.includes('PAYMENT_SECRET_ARN')).toBe(declares);
    },
  );
});

import { BatchGetCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '#adapters/table/users';
import { signSessionToken } from '#core/account/session-token';
import { handler as authCheck } from '#functions/http/account/auth-check';
import { handler as login } from '#functions/http/account/login';
import { testConfig } from './support/config';
import { capturedLogRecords } from './support/log-records';

const dynamo = mockClient(DynamoDBDocumentClient);
beforeAll(() => testConfig());
afterEach(() => {
  dynamo.reset();
  vi.restoreAllMocks();
});

function event(
  method: string,
  path: string,
  init: Partial<APIGatewayProxyEventV2> = {},
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { 'accept-language': 'en', ...init.headers },
    requestContext: { http: { method, path } } as APIGatewayProxyEventV2['requestContext'],
    isBase64Encoded: false,
    ...init,
  };
}

const context = {} as Parameters<typeof authCheck>[1];

describe('error handling of the handler chain', () => {
  it('answers an unexpected failure with a generic 500 that leaks nothing, and logs no cookie', async () => {
    // Prepare
    // The session and its account are read together.
    dynamo.on(BatchGetCommand).rejects(new Error('boom: internal table detail'));
    const token = await signSessionToken({ sid: 'sid-1', sub: 'user-1' });
    const records = capturedLogRecords();

    // Act
    const result = await authCheck(
      event('GET', '/api/auth/check', { cookies: [`rv_session=${token}`] }),
      context,
    );
    const logged = records();
    vi.restoreAllMocks();

    // Assess
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body!)).toEqual({
      error: 'Something went wrong on our side. Try again in a moment.',
      code: 'internalError',
      message: 'Something went wrong on our side. Try again in a moment.',
    });
    expect(result.headers?.['x-content-type-options']).toBe('nosniff');
    const errors = logged.filter((record) => record.level === 'ERROR');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      route: 'authCheck',
      errorName: 'Error',
      errorMessage: 'boom: internal table detail',
    });
    expect(JSON.stringify(logged)).not.toContain(token);
  });

  it('logs the name and message of an unexpected error, never its stack, the event or the body', async () => {
    // Prepare
    const failure = new TypeError('cannot read the thing');
    failure.stack =
      'TypeError: cannot read the thing\n    at secretFrame (/var/task/core/secret-file.js:12:3)';
    // Login's first table call is its request counter: every call fails the same way.
    dynamo.onAnyCommand().rejects(failure);
    const records = capturedLogRecords();

    // Act
    const result = await login(
      event('POST', '/api/login', {
        headers: { 'content-type': 'application/json' },
        body: '{"email":"someone@example.com","password":"hunter2-password"}',
      }),
      context,
    );
    const logged = records();
    vi.restoreAllMocks();

    // Assess
    expect(result.statusCode).toBe(500);
    const errors = logged.filter((record) => record.level === 'ERROR');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ errorName: 'TypeError', errorMessage: 'cannot read the thing' });
    const text = JSON.stringify(logged);
    expect(text).not.toContain('secretFrame');
    expect(text).not.toContain('stack');
    expect(text).not.toContain('hunter2-password');
    expect(text).not.toContain('someone@example.com');
  });

  it('validates before touching the table: a bad body never reaches DynamoDB', async () => {
    const result = await login(
      event('POST', '/api/login', {
        headers: { 'content-type': 'application/json' },
        body: '{"email":"nope"}',
      }),
      context,
    );
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body!).code).toBe('validationFailed');
    expect(dynamo.calls()).toHaveLength(0);
  });
});

describe('table adapter edge cases', () => {
  const newUser = {
    email: 'a@b.ca',
    passwordHash: null,
    tier: 'essential' as const,
    role: 'user' as const,
    sourceInterface: null,
    language: 'en' as const,
    emailVerified: false,
    subscriptionStatus: 'trial' as const,
    subscriptionEndDate: null,
  };

  it('maps a cancelled transaction (address taken) to null', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejects(Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException' }));
    expect(await createUser(newUser)).toBeNull();
  });

  it('lets other failures through, so they are not mistaken for a taken address', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejects(Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException' }));
    await expect(createUser(newUser)).rejects.toThrow('slow down');
  });
});

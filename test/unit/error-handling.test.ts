import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../functions/adapters/table/users';
import { signSessionToken } from '../../functions/core/session-token';
import { handler as authCheck } from '../../functions/http/auth-check';
import { handler as login } from '../../functions/http/login';
import { testConfig } from './support/config';

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
    dynamo.on(GetCommand).rejects(new Error('boom: internal table detail'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const token = await signSessionToken({ sid: 'sid-1', sub: 'user-1' });

    // Act
    const result = await authCheck(
      event('GET', '/api/auth/check', { cookies: [`rv_session=${token}`] }),
      context,
    );

    // Assess
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body!)).toEqual({
      error: 'Something went wrong on our side. Try again in a moment.',
      code: 'internalError',
      message: 'Something went wrong on our side. Try again in a moment.',
    });
    expect(result.headers?.['x-content-type-options']).toBe('nosniff');
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]![0])).toContain('boom: internal table detail');
    expect(String(logged.mock.calls[0]![0])).not.toContain(token);
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

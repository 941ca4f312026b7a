import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '#functions/config';
import { loadPaymentSecrets, paymentSecrets, resetSecretsForTests, sessionSecret } from '#adapters/secrets';
import { testConfig } from './support/config';

const SESSION_ARN = 'arn:aws:secretsmanager:ca-central-1:123456789012:secret:session';
const PAYMENT_ARN = 'arn:aws:secretsmanager:ca-central-1:123456789012:secret:payments';
const secretsManager = mockClient(SecretsManagerClient);

/** As in AWS: only the ARNs in the environment, no secret value. */
function awsConfig(): void {
  testConfig();
  Object.assign(process.env, {
    APP_ENV: 'aws',
    SESSION_SECRET_ARN: SESSION_ARN,
    PAYMENT_SECRET_ARN: PAYMENT_ARN,
  });
  delete process.env.SESSION_SECRET;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  resetConfigForTests();
  resetSecretsForTests();
}

beforeEach(() => {
  secretsManager.reset();
  awsConfig();
});
afterEach(() => {
  delete process.env.SESSION_SECRET_ARN;
  delete process.env.PAYMENT_SECRET_ARN;
  testConfig();
  resetSecretsForTests();
});

describe('secrets in AWS (Secrets Manager)', () => {
  it('reads the session secret by ARN once and serves later reads from the cache', async () => {
    const key = 'k'.repeat(64);
    secretsManager.on(GetSecretValueCommand, { SecretId: SESSION_ARN }).resolves({ SecretString: key });
    expect(await sessionSecret()).toBe(key);
    expect(await sessionSecret()).toBe(key);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('refuses a session secret shorter than 32 characters', async () => {
    secretsManager.on(GetSecretValueCommand).resolves({ SecretString: 'short' });
    await expect(sessionSecret()).rejects.toThrow(/Invalid configuration: session secret/);
  });

  it('loads both Stripe keys from one JSON secret', async () => {
    secretsManager.on(GetSecretValueCommand, { SecretId: PAYMENT_ARN }).resolves({
      SecretString: JSON.stringify({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    });
    expect(() => paymentSecrets()).toThrow(/before loadPaymentSecrets/);
    await loadPaymentSecrets();
    expect(paymentSecrets()).toEqual({ secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc' });
  });

  it('fails clearly while the payment secret still holds its generated placeholder', async () => {
    secretsManager.on(GetSecretValueCommand).resolves({ SecretString: 'GeneratedPlaceholder123' });
    await expect(loadPaymentSecrets()).rejects.toThrow(/payment secret is not JSON/);
  });

  it('needs the ARN in AWS and never falls back to an environment value', async () => {
    process.env.SESSION_SECRET = 'e'.repeat(40);
    delete process.env.SESSION_SECRET_ARN;
    resetConfigForTests();
    await expect(sessionSecret()).rejects.toThrow(/SESSION_SECRET_ARN is required/);
  });
});

import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import { config } from '#functions/config';
import { tracer } from '#functions/observability';
import { clientOptions } from './aws-options';

/**
 * The session key, the Stripe keys and the origin verification value. In AWS they live in Secrets Manager: a function's
 * environment holds only the secret's ARN, and only the functions that need a secret may
 * read it (infra/grants.ts). Reads are cached for five minutes, so a warm function does not
 * call Secrets Manager on every request and a rotated value is picked up soon after.
 * Locally (APP_ENV=local) the local stack puts the values in the environment.
 */
const CACHE_SECONDS = 300;

const sessionSecretValue = /* @__PURE__ */ schema(() =>
  z.string().min(32, 'the session secret must be at least 32 characters'),
);

/** The payment secret is one JSON object, so both keys rotate together. */
const paymentSecretsValue = /* @__PURE__ */ schema(() =>
  z.object({
    STRIPE_SECRET_KEY: z.string().startsWith('sk_'),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_'),
  }),
);

export interface PaymentSecrets {
  /** Absent locally when the local payment page stands in for Stripe. */
  secretKey?: string;
  webhookSecret: string;
}

let provider: SecretsProvider | undefined;

function secretsProvider(): SecretsProvider {
  provider ??= new SecretsProvider({
    awsSdkV3Client: tracer.captureAWSv3Client(new SecretsManagerClient(clientOptions(undefined))),
  });
  return provider;
}

type SecretArnName = 'SESSION_SECRET_ARN' | 'PAYMENT_SECRET_ARN' | 'ORIGIN_VERIFY_SECRET_ARN';

/** `fresh` skips the cache (and refreshes it): for a value that may just have been rotated. */
async function readSecret(arnName: SecretArnName, fresh = false): Promise<string> {
  const arn = config()[arnName];
  if (!arn) throw new Error(`Invalid configuration: ${arnName} is required in AWS`);
  const value = await secretsProvider().get(arn, { maxAge: CACHE_SECONDS, forceFetch: fresh });
  if (typeof value !== 'string') throw new Error(`Invalid configuration: secret ${arnName} is not a string`);
  return value;
}

function valid<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`.trim()).join('; ');
    throw new Error(`Invalid configuration: ${what}: ${problems}`);
  }
  return parsed.data;
}

/** The HS256 key of the session JWT. */
export async function sessionSecret(): Promise<string> {
  const { APP_ENV, SESSION_SECRET } = config();
  if (APP_ENV === 'local') {
    if (!SESSION_SECRET) throw new Error('Invalid configuration: SESSION_SECRET is required locally');
    return SESSION_SECRET;
  }
  return valid(sessionSecretValue, await readSecret('SESSION_SECRET_ARN'), 'session secret');
}

const originVerifyValue = /* @__PURE__ */ schema(() =>
  z.string().min(32, 'the origin verification secret must be at least 32 characters'),
);

/**
 * Forced reads of the origin secret, at most one per this interval and function instance: a flood
 * of direct calls with a wrong header must not become a flood of Secrets Manager calls.
 */
export const ORIGIN_VERIFY_FRESH_READ_INTERVAL_MS = 10_000;
let lastFreshOriginRead = Number.NEGATIVE_INFINITY;

/**
 * The value CloudFront sends to the API in the origin verification header (in AWS only: locally
 * the local gateway is the only way in and nothing is checked). `fresh` reads Secrets Manager
 * again, bypassing the five-minute cache, so a warm function picks up a rotated value at once;
 * within ORIGIN_VERIFY_FRESH_READ_INTERVAL_MS of the last forced read, the cache (which that read
 * refreshed) answers instead.
 */
export async function originVerifySecret(options: { fresh?: boolean } = {}): Promise<string> {
  if (config().APP_ENV === 'local') {
    throw new Error('Invalid configuration: there is no origin verification secret locally');
  }
  let fresh = false;
  if (options.fresh && Date.now() - lastFreshOriginRead >= ORIGIN_VERIFY_FRESH_READ_INTERVAL_MS) {
    lastFreshOriginRead = Date.now();
    fresh = true;
  }
  return valid(
    originVerifyValue,
    await readSecret('ORIGIN_VERIFY_SECRET_ARN', fresh),
    'origin verification secret',
  );
}

let loadedPayments: PaymentSecrets | undefined;

/** Reads the Stripe keys (cached); the handler chain calls it before any payments route runs. */
export async function loadPaymentSecrets(): Promise<PaymentSecrets> {
  if (config().APP_ENV === 'local') {
    loadedPayments = paymentSecrets();
  } else {
    const json = await readSecret('PAYMENT_SECRET_ARN');
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      throw new Error('Invalid configuration: the payment secret is not JSON');
    }
    const keys = valid(paymentSecretsValue, value, 'payment secret');
    loadedPayments = { secretKey: keys.STRIPE_SECRET_KEY, webhookSecret: keys.STRIPE_WEBHOOK_SECRET };
  }
  return loadedPayments;
}

/**
 * The Stripe keys last loaded. Locally they are read from the environment on demand; in AWS
 * `loadPaymentSecrets` must have run first (the handler chain does it for `payments` routes).
 */
export function paymentSecrets(): PaymentSecrets {
  const { APP_ENV, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = config();
  if (APP_ENV === 'local') {
    if (!STRIPE_WEBHOOK_SECRET)
      throw new Error('Invalid configuration: STRIPE_WEBHOOK_SECRET is required for payments');
    return { secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET };
  }
  if (!loadedPayments) throw new Error('Payment secrets used before loadPaymentSecrets()');
  return loadedPayments;
}

/** For tests, which change the configuration between cases. */
export function resetSecretsForTests(): void {
  provider = undefined;
  loadedPayments = undefined;
  lastFreshOriginRead = Number.NEGATIVE_INFINITY;
}

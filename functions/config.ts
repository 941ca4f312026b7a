import * as z from 'zod';
import { schema } from '#shared/schemas/schema';

const optionalUrl = /* @__PURE__ */ schema(() => z.url().optional());

const configSchema = /* @__PURE__ */ schema(() =>
  z.object({
    APP_ENV: z.enum(['local', 'aws']).default('aws'),
    AWS_REGION: z.string().min(1).default('ca-central-1'),
    TABLE_NAME: z.string().min(1),
    BUCKET_NAME: z.string().min(1),
    JOBS_QUEUE_URL: z.url(),
    /** The private bucket of backups (functions/adapters/backups); only backup functions are granted it. */
    BACKUP_BUCKET_NAME: z.string().min(1).optional(),
    MAIL_FROM: z.email(),
    /** HS256 key of the session JWT, locally only (APP_ENV=local); see adapters/secrets.ts. */
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    /** In AWS: the Secrets Manager secret holding the session key (only functions that read sessions). */
    SESSION_SECRET_ARN: z.string().min(1).optional(),
    /** In AWS: the secret holding the Stripe keys as JSON (only functions with the `payments` permission). */
    PAYMENT_SECRET_ARN: z.string().min(1).optional(),
    /** In AWS: the secret CloudFront sends in the origin verification header (every API route function). */
    ORIGIN_VERIFY_SECRET_ARN: z.string().min(1).optional(),
    /** The web app's origin: state-changing requests must come from it; links in e-mails point to it. */
    APP_ORIGIN: z.url(),
    /** Locally only: Stripe secret key; without it the local payment page stands in (never in AWS). */
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    /** Locally only: signing secret of the payment webhook (Stripe's, or the local page's). */
    STRIPE_WEBHOOK_SECRET: z.string().min(16).optional(),
    /** Which analyzer runs: the offline one (default, no AI service) or Bedrock. */
    ANALYZER: z.enum(['offline', 'bedrock']).default('offline'),
    /** Local engines only; unset in AWS so the SDK uses the real endpoints. */
    DYNAMODB_ENDPOINT: optionalUrl,
    S3_ENDPOINT: optionalUrl,
    SQS_ENDPOINT: optionalUrl,
    SES_ENDPOINT: optionalUrl,
  }),
);

export type Config = z.infer<typeof configSchema>;

let cached: Config | undefined;

/** Configuration, read from the environment once and validated: a missing value fails fast. */
export function config(): Config {
  if (!cached) {
    const parsed = configSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`Invalid configuration: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** For the local stack and tests, which set the environment after import. */
export function resetConfigForTests(): void {
  cached = undefined;
}

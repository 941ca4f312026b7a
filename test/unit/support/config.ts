import { resetConfigForTests } from '#functions/config';

/** A complete configuration for unit tests that touch code reading it (no engine is called). */
export function testConfig(): void {
  Object.assign(process.env, {
    APP_ENV: 'local',
    AWS_REGION: 'ca-central-1',
    TABLE_NAME: 'unit-table',
    BUCKET_NAME: 'unit-bucket',
    JOBS_QUEUE_URL: 'http://127.0.0.1:1/000000000000/unit-jobs',
    MAIL_FROM: 'no-reply@risquevision.local',
    SESSION_SECRET: 'unit-test-secret-unit-test-secret-0123456789',
    APP_ORIGIN: 'http://localhost:3000',
    STRIPE_WEBHOOK_SECRET: 'whsec_unit_test_secret_0123456789',
  });
  resetConfigForTests();
}

import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

/** Ports apart from `npm start`'s, so the journeys can run while a developer's stack is up. */
const PORTS = {
  PORT: '3210',
  DYNAMODB_PORT: '8210',
  S3_PORT: '4610',
  SQS_PORT: '9410',
  MAILBOX_PORT: '8015',
};
export const APP_URL = `http://localhost:${PORTS.PORT}`;
export const MAILBOX_URL = `http://localhost:${PORTS.MAILBOX_PORT}`;
/** The journeys' own data folder, emptied when their stack starts. */
export const DATA_DIR = resolve(import.meta.dirname, '../../.test-data/e2e');

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: APP_URL,
    locale: 'fr-CA',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: {
    command: 'npx tsx scripts/dev.ts',
    cwd: '../..',
    url: `${APP_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Reminders every 3 s, so a journey sees one arrive without waiting an hour.
    env: { ...PORTS, DATA_DIR, RESET_DATA: '1', NODE_NO_WARNINGS: '1', LOCAL_SCHEDULES: 'actionReminders=3' },
  },
});

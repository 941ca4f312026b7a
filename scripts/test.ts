import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_PATH } from './chromium';

/**
 * `npm test`: every check, in order of cost: typecheck, lint, unit, integration (real
 * local engines), infra (CDK assertions), then the browser journeys in Debian's Chromium.
 * Ends with one line "tests: N passed, N failed".
 */
const CHROMIUM = CHROMIUM_PATH;
// Absolute: Playwright resolves its JSON output name against its config's folder.
const results = resolve('test-results');
mkdirSync(results, { recursive: true });
// A report left by an earlier run must not be counted as this run's.
for (const report of ['vitest.json', 'playwright.json']) rmSync(resolve(results, report), { force: true });

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];

function run(step: string, command: string, env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${step}: ${command}`);
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  if (status !== 0) failedSteps.push(step);
  return status === 0;
}

function countVitest(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}

function countPlaywright(file: string): void {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}

/** Browser tests need Debian's Chromium: install it when we can (root with apt), else say how. */
function ensureChromium(): boolean {
  if (existsSync(CHROMIUM)) return true;
  const install = 'apt-get update && apt-get install -y chromium fonts-noto-cjk fonts-dejavu-core';
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing: installing it (${install})`);
    try {
      execSync(install, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      return existsSync(CHROMIUM);
    } catch {
      return false;
    }
  }
  console.error(
    `Chromium is missing at ${CHROMIUM}. Install it, then run npm test again:\n  sudo ${install}`,
  );
  return false;
}

const started = Date.now();
run('typecheck', 'npm run --silent typecheck');
run('lint', 'npm run --silent lint');
run('vitest', `npx vitest run --reporter=default --reporter=json --outputFile.json=${results}/vitest.json`);
countVitest(`${results}/vitest.json`);
if (ensureChromium()) {
  run('build web', 'npm run --silent build:web');
  run('browser journeys', 'npx playwright test --config test/e2e/playwright.config.ts', {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json`,
  });
  countPlaywright(`${results}/playwright.json`);
} else {
  failedSteps.push('chromium');
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
if (failedSteps.length) console.error(`\nFailed steps: ${failedSteps.join(', ')} (${minutes} min)`);
else console.log(`\nAll steps passed (${minutes} min)`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);

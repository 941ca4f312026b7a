/**
 * The evaluation of the offline analyzer (issue 11): recall and precision per language and
 * overall on eval/cases, against the floors; exits 1 when one is not met.
 *   npm run eval                  the analyzer function, directly, on the held-out set
 *   npm run eval -- --api         the same cases through the real API of a local stack it starts
 *   npm run eval -- --set=dev     the development set (eval/dev), the one tuning may look at
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import { analyzeThroughApi } from '../eval/api';
import { ALL_CASES } from '../eval/cases';
import type { EvalCase } from '../eval/types';
import { formatReport, report, scoreCase } from '../eval/evaluate';
import { analyzeCase } from '../eval/offline';
import { startLocalStack } from './local/stack';

const { values } = parseArgs({
  options: { api: { type: 'boolean', default: false }, set: { type: 'string', default: 'cases' } },
});
const devPath = '../eval/dev/index.ts';
const CASES: readonly EvalCase[] =
  values.set === 'dev' ? ((await import(devPath)) as { DEV_CASES: EvalCase[] }).DEV_CASES : ALL_CASES;

async function throughApi() {
  const dataDir = mkdtempSync(join(tmpdir(), 'rv-eval-'));
  const [app, dynamodb, s3, sqs, ses] = await Promise.all(Array.from({ length: 5 }, () => getPort()));
  const stack = await startLocalStack({
    appPort: app!,
    engines: { dynamodb: dynamodb!, s3: s3!, sqs: sqs!, ses: ses! },
    dataDir,
    persistent: false,
    seed: true,
  });
  try {
    const login = await fetch(`${stack.appUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'conseiller@demo.local', password: 'demo-password-1' }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const outcomes = await analyzeThroughApi(stack.appUrl, cookie, CASES);
    return CASES.map((c) => scoreCase(c, outcomes.get(c.id)!));
  } finally {
    await stack.stop();
  }
}

const started = performance.now();
const scores = values.api ? await throughApi() : CASES.map((c) => scoreCase(c, analyzeCase(c)));
const result = report(scores);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  formatReport(
    result,
    `Offline analyzer evaluation, ${values.set === 'dev' ? 'development set' : 'held-out set'}, ${values.api ? 'through the API of a local stack' : 'analyzer function'} (${CASES.length} cases, ${seconds} s)`,
  ),
);
writeFileSync(
  join('eval', `results${values.set === 'dev' ? '-dev' : ''}${values.api ? '-api' : ''}.json`),
  `${JSON.stringify({ overall: result.overall, byLanguage: result.byLanguage, failures: result.failures }, null, 2)}\n`,
);
process.exit(result.failures.length ? 1 : 0);

import { afterAll, describe, expect, it } from 'vitest';
import { shutdownOcr } from '#core/analysis/extraction';
import { analyzeThroughApi } from '../../eval/api';
import { ALL_CASES } from '../../eval/cases';
import { report, scoreCase } from '../../eval/evaluate';
import { analyzeCase } from '../../eval/offline';
import { appUrl } from './support/http';
import { makeUser, sessionCookieFor } from './support/users';

afterAll(() => shutdownOcr());

describe('the evaluation set through the real API (uploads, queue, worker, status route)', () => {
  it('gives the figures of the analyzer function: what users get is what the evaluation measures', async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const outcomes = await analyzeThroughApi(appUrl(), cookie, ALL_CASES);
    const throughApi = report(ALL_CASES.map((c) => scoreCase(c, outcomes.get(c.id)!)));
    const direct = report(ALL_CASES.map((c) => scoreCase(c, analyzeCase(c))));
    expect(throughApi.failures).toEqual([]);
    expect(throughApi.overall).toEqual(direct.overall);
    expect(throughApi.byLanguage).toEqual(direct.byLanguage);
  }, 120_000);
});

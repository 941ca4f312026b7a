import { chromium } from '@playwright/test';
import getPort from 'get-port';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

/**
 * Lighthouse's mobile performance score (its default: a mid-range phone on slow 4G, simulated)
 * of the pages a visitor meets first, with the Debian Chromium. Target: at least 95 each.
 */
export interface LighthouseScore {
  path: string;
  /** 0–100, the median of the runs. */
  score: number;
  /** Milliseconds, from the median run. */
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  cumulativeLayoutShift: number;
}

export const LIGHTHOUSE_TARGET = 95;
/** Each page is measured this many times and the median kept: a single run varies by a few points. */
const RUNS = 3;

interface Page {
  path: string;
  /** The session cookie, for a signed-in page. */
  cookie?: string;
}

async function audit(appUrl: string, port: number, page: Page): Promise<LighthouseScore> {
  const runs: LighthouseScore[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(`${appUrl}${page.path}`, {
      port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      ...(page.cookie && { extraHeaders: { cookie: page.cookie } }),
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${page.path}: ${lhr?.runtimeError?.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    runs.push({
      path: page.path,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      firstContentfulPaint: metric('first-contentful-paint'),
      largestContentfulPaint: metric('largest-contentful-paint'),
      totalBlockingTime: metric('total-blocking-time'),
      cumulativeLayoutShift: metric('cumulative-layout-shift'),
    });
  }
  return runs.sort((a, b) => a.score - b.score)[Math.floor(RUNS / 2)]!;
}

/** Audits `/`, `/conseiller` and the input screen `/conseiller-sst/app` (signed in) on a running local stack. */
export async function benchLighthouse(
  appUrl: string,
  credentials: { email: string; password: string },
): Promise<LighthouseScore[]> {
  const login = await fetch(`${appUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`Login for the Lighthouse benchmark failed with ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  // Lighthouse drives the browser over the DevTools protocol, on a port of its own.
  const port = await getPort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const scores: LighthouseScore[] = [];
    for (const page of [{ path: '/' }, { path: '/conseiller' }, { path: '/conseiller-sst/app', cookie }])
      scores.push(await audit(appUrl, port, page));
    return scores;
  } finally {
    await browser.close();
  }
}

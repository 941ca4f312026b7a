import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { launchChromium } from './chromium';

/**
 * JavaScript a first-time visitor downloads (empty cache), gzipped at level 9 as a CDN would
 * serve it: the adviser's app after login (until the analysis input screen is ready and the
 * network is idle), and the public pages. Target: 200 KB each.
 */
export interface FirstVisitJs {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  targetBytes: number;
  pass: boolean;
  /** Each script, largest first: path and gzip size, to see what to split next. */
  scripts: { path: string; gzipBytes: number }[];
}

export const FIRST_VISIT_TARGET_BYTES = 200 * 1024;

const repoRoot = resolve(import.meta.dirname, '../..');
const webDist = join(repoRoot, 'web/dist');

/** The newest modification time of the files under `dir`, skipping build output. */
function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds web/dist (what the local gateway serves) when it is missing or older than the sources. */
export function ensureWebBuild(log: (line: string) => void = console.log): void {
  const index = join(webDist, 'index.html');
  const sources = Math.max(newestChange(join(repoRoot, 'web')), newestChange(join(repoRoot, 'shared')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  log(existsSync(index) ? 'web/dist is older than the sources: rebuilding' : 'web/dist is missing: building');
  execFileSync('npm', ['run', 'build:web'], { cwd: repoRoot, stdio: 'inherit' });
}

interface Visit {
  path: string;
  /** Resolves once the page is usable. */
  ready: (page: Page) => Promise<void>;
  credentials?: { email: string; password: string };
}

async function measureVisit(browser: Browser, appUrl: string, visit: Visit): Promise<FirstVisitJs> {
  // A new context has an empty cache and no cookies: a first visit.
  const context = await browser.newContext();
  try {
    if (visit.credentials) {
      // The API refuses state changes without the app's Origin (CSRF check), as a browser sends it.
      const login = await context.request.post(`${appUrl}/api/login`, {
        data: visit.credentials,
        headers: { origin: appUrl },
      });
      if (!login.ok()) throw new Error(`Login for the first-visit benchmark failed with ${login.status()}`);
    }
    const page = await context.newPage();
    const bodies: Promise<{ path: string; body: Buffer }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const path = new URL(response.url()).pathname;
      bodies.push(response.body().then((body) => ({ path, body })));
    });
    await page.goto(`${appUrl}${visit.path}`);
    await visit.ready(page);
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(bodies)).map(({ path, body }) => ({
      path,
      rawBytes: body.byteLength,
      gzipBytes: gzipSync(body, { level: 9 }).byteLength,
    }));
    const gzipBytes = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    return {
      files: scripts.length,
      rawBytes: scripts.reduce((sum, s) => sum + s.rawBytes, 0),
      gzipBytes,
      targetBytes: FIRST_VISIT_TARGET_BYTES,
      pass: gzipBytes <= FIRST_VISIT_TARGET_BYTES,
      scripts: scripts
        .map(({ path, gzipBytes: size }) => ({ path, gzipBytes: size }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes),
    };
  } finally {
    await context.close();
  }
}

/** The public pages measured: every prerendered page (each a different bundle of routes). */
export const PUBLIC_PAGES = ['/', '/conseiller', '/international', '/pricing'] as const;

/** Measures the first visits against a running local stack (its gateway serves web/dist). */
export async function benchFirstVisitJs(
  appUrl: string,
  credentials: { email: string; password: string },
): Promise<{ app: FirstVisitJs; pages: Record<string, FirstVisitJs> }> {
  const browser = await launchChromium();
  try {
    const app = await measureVisit(browser, appUrl, {
      path: '/conseiller-sst/app',
      credentials,
      ready: (page) => page.locator('[data-testid="start-analysis"]').waitFor({ timeout: 30_000 }),
    });
    const pages: Record<string, FirstVisitJs> = {};
    for (const path of PUBLIC_PAGES) {
      pages[path] = await measureVisit(browser, appUrl, {
        path,
        ready: (page) => page.locator('main, h1').first().waitFor({ timeout: 30_000 }),
      });
    }
    return { app, pages };
  } finally {
    await browser.close();
  }
}

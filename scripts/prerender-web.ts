import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PRERENDERED_PATHS, SPA_SHELL_FILE, prerenderedFile } from '../web/app/prerendered-paths';

/**
 * After `vite build` (`npm run build:web`): renders the public pages of PRERENDERED_PATHS to HTML
 * in French, so they paint before their JavaScript, and keeps the empty shell for every other
 * route as web/dist/spa.html (web/dist/index.html becomes the prerendered landing page).
 */
const repoRoot = resolve(import.meta.dirname, '..');
const webDist = join(repoRoot, 'web/dist');
// Under node_modules, so the server bundle's own imports (react, react-router…) resolve.
const serverDir = join(repoRoot, 'node_modules/.cache/rv-prerender');
const ROOT_ELEMENT = '<div id="root"></div>';

await build({
  configFile: join(repoRoot, 'web/vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'app/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
});
const { renderPage } = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as {
  renderPage: (path: string) => Promise<string>;
};

const shell = readFileSync(join(webDist, 'index.html'), 'utf8');
const SCRIPT_TAG = '<script type="module" ';
for (const expected of [ROOT_ELEMENT, SCRIPT_TAG])
  if (!shell.includes(expected)) throw new Error(`web/dist/index.html has no ${expected}`);
writeFileSync(join(webDist, SPA_SHELL_FILE), shell);
for (const path of PRERENDERED_PATHS) {
  const html = await renderPage(path);
  const file = join(webDist, prerenderedFile(path)!);
  mkdirSync(dirname(file), { recursive: true });
  // The page paints without its script: fetched at low priority, the script leaves the bandwidth
  // of a slow connection to the page's own HTML and styles first.
  const page = shell
    .replace(ROOT_ELEMENT, `<div id="root">${html}</div>`)
    .replace(SCRIPT_TAG, `${SCRIPT_TAG}fetchpriority="low" `);
  writeFileSync(file, page);
}
rmSync(serverDir, { recursive: true, force: true });
console.log(`prerendered ${PRERENDERED_PATHS.length} pages into web/dist`);

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import {
  PRELOADED_ROUTES,
  PRERENDERED_PATHS,
  SPA_SHELL_FILE,
  pageFile,
  prerenderedFile,
} from '../web/app/prerendered-paths';

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
/**
 * Until the app renders, the shell of the other routes shows the loading screen's spinner
 * (FullPageSpinner, its text left out: the language is not known yet), so a slow connection
 * sees the page respond at once. main.tsx tells it from prerendered HTML by its attribute.
 */
const BOOT_SPINNER =
  '<div data-boot-spinner class="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-6">' +
  // Turned on an HTML box, not on the SVG: the compositor runs it, the main thread stays free.
  '<div class="animate-spin size-10 text-brand-600">' +
  '<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" class="size-10">' +
  '<circle cx="12" cy="12" r="10" stroke="currentColor" stroke-width="3" class="opacity-20"></circle>' +
  '<path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" stroke-width="3" stroke-linecap="round"></path>' +
  '</svg></div><span class="h-5"></span></div>';
// The script at low priority too: the shell's styles (and the spinner) come first.
const spaShell = shell
  .replace(ROOT_ELEMENT, `<div id="root">${BOOT_SPINNER}</div>`)
  .replace(SCRIPT_TAG, `${SCRIPT_TAG}fetchpriority="low" `);
writeFileSync(join(webDist, SPA_SHELL_FILE), spaShell);
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

/** Vite's manifest (web/vite.config.ts): each source module's chunk and the chunks it imports. */
const manifestFile = join(webDist, '.vite/manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[] }
>;

/** A route module's chunk and every chunk it imports statically, the app's entry aside (the shell loads it). */
function routeChunks(module: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[module];
  if (!chunk) throw new Error(`Vite's manifest has no ${module}`);
  if (chunk.isEntry || found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) routeChunks(imported, found);
  return found;
}

/**
 * The session check the route guard makes first (web/features/account/api/auth-check.ts), asked
 * with the page: the app's own call, with cookies like this one, takes its answer.
 */
const AUTH_CHECK_PRELOAD =
  '<link rel="preload" as="fetch" href="/api/auth/check" crossorigin="use-credentials">';

for (const [path, module] of Object.entries(PRELOADED_ROUTES)) {
  const file = join(webDist, pageFile(path));
  const links =
    AUTH_CHECK_PRELOAD +
    [...routeChunks(module)]
      // At the app script's priority: the shell's styles (and so its spinner) still come first.
      .map((chunk) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${chunk}">`)
      .join('');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, spaShell.replace('</head>', `${links}</head>`));
}
// Not part of the site.
rmSync(dirname(manifestFile), { recursive: true, force: true });
rmSync(serverDir, { recursive: true, force: true });
console.log(
  `prerendered ${PRERENDERED_PATHS.length} pages and ${Object.keys(PRELOADED_ROUTES).length} preloading shells into web/dist`,
);

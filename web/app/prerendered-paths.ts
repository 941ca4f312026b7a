import { paths } from './paths';

/*
 * Plain TypeScript with relative imports only: the build's prerender script, the local gateway
 * and the CloudFront function (infra) read this list too.
 */

/**
 * Public pages whose HTML is rendered at build, in French (the default language), so their
 * largest paint does not wait for the JavaScript; the app then hydrates them.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.home,
  paths.conseiller,
  paths.conseillerLanding,
  paths.international,
  paths.internationalLanding,
  paths.pricing,
  paths.privacyPolicy,
  paths.termsConditions,
  paths.contact,
];

/**
 * Signed-in entry screens, each with its route module (web/app/router.tsx, from web/): never
 * prerendered (their HTML depends on the session), they get a copy of the shell that preloads
 * the route's chunks (found in Vite's manifest), which then download alongside the app's own
 * script instead of after it has run.
 */
export const PRELOADED_ROUTES: Readonly<Record<string, string>> = {
  [paths.conseillerApp]: 'app/routes/conseiller-app.tsx',
  [paths.internationalApp]: 'app/routes/international-app.tsx',
};

/** The shell every other route gets (an empty root the app renders into). */
export const SPA_SHELL_FILE = 'spa.html';

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function fileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** Where a path's built HTML lives under web/dist, or undefined when the path is not prerendered. */
export function prerenderedFile(pathname: string): string | undefined {
  const path = withoutTrailingSlash(pathname);
  return PRERENDERED_PATHS.includes(path) ? fileOf(path) : undefined;
}

/** The paths with an HTML file of their own: the prerendered pages and the preloading shells. */
export const OWN_HTML_PATHS: readonly string[] = [...PRERENDERED_PATHS, ...Object.keys(PRELOADED_ROUTES)];

/** The HTML file under web/dist that answers a path of the app: its own, else the shell. */
export function pageFile(pathname: string): string {
  const path = withoutTrailingSlash(pathname);
  return OWN_HTML_PATHS.includes(path) ? fileOf(path) : SPA_SHELL_FILE;
}

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

/** The shell every other route gets (an empty root the app renders into). */
export const SPA_SHELL_FILE = 'spa.html';

/** Where a path's built HTML lives under web/dist, or undefined when the path is not prerendered. */
export function prerenderedFile(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!PRERENDERED_PATHS.includes(path)) return undefined;
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

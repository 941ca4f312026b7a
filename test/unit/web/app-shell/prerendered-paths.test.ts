import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import {
  PRELOADED_ROUTES,
  PRERENDERED_PATHS,
  SPA_SHELL_FILE,
  pageFile,
  prerenderedFile,
} from '@/app/prerendered-paths';

describe('prerendered pages', () => {
  it('covers the landing, the edition landings, pricing and the legal pages', () => {
    for (const path of [
      paths.home,
      paths.conseiller,
      paths.international,
      paths.pricing,
      paths.privacyPolicy,
      paths.termsConditions,
    ])
      expect(PRERENDERED_PATHS).toContain(path);
  });

  it('never prerenders a signed-in screen (its HTML would show before the session check)', () => {
    for (const path of [
      paths.conseillerApp,
      paths.internationalApp,
      paths.dashboard,
      paths.login,
      paths.admin,
    ])
      expect(prerenderedFile(path)).toBeUndefined();
  });

  it('maps each path to its file under web/dist, with or without a trailing slash', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/conseiller')).toBe('conseiller/index.html');
    expect(prerenderedFile('/conseiller/')).toBe('conseiller/index.html');
    expect(prerenderedFile('/privacy-policy')).toBe('privacy-policy/index.html');
    // The shell has its own name: index.html is the landing page.
    expect(SPA_SHELL_FILE).not.toBe('index.html');
  });

  it('gives the input screens a preloading shell of their own, each naming an existing route module', () => {
    expect(Object.keys(PRELOADED_ROUTES)).toEqual(
      expect.arrayContaining([paths.conseillerApp, paths.internationalApp]),
    );
    for (const module of Object.values(PRELOADED_ROUTES))
      expect(existsSync(`web/${module}`), module).toBe(true);
    expect(pageFile('/conseiller-sst/app')).toBe('conseiller-sst/app/index.html');
    expect(pageFile('/conseiller-sst/app/')).toBe('conseiller-sst/app/index.html');
    expect(pageFile('/conseiller')).toBe('conseiller/index.html');
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/conseiller-sst/history')).toBe(SPA_SHELL_FILE);
    expect(pageFile('/login')).toBe(SPA_SHELL_FILE);
  });
});

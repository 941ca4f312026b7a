import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import { PRERENDERED_PATHS, SPA_SHELL_FILE, prerenderedFile } from '@/app/prerendered-paths';

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
});

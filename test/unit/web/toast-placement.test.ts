import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The toast viewport's classes, as written in the Toaster. */
const viewport = readFileSync('web/components/ui/Toaster.tsx', 'utf8')
  .match(/<ToastPrimitive\.Viewport[\s\S]*?className="([^"]+)"/)![1]!
  .split(/\s+/);

describe('toast placement', () => {
  it('keeps toasts at the bottom, never at the top where the headers and the language switcher are', () => {
    expect(viewport.filter((utility) => /(^|:)top-/.test(utility))).toEqual([]);
    expect(viewport).toContain('sm:bottom-[env(safe-area-inset-bottom)]');
  });

  it('lifts them on phones above the home indicator and at least 80 px, the room of a sticky action bar', () => {
    const phone = viewport.find((utility) => utility.startsWith('bottom-'));
    const rem = Number(phone?.match(/^bottom-\[calc\(env\(safe-area-inset-bottom\)\+([\d.]+)rem\)\]$/)?.[1]);
    expect(rem * 16).toBeGreaterThanOrEqual(80);
  });
});

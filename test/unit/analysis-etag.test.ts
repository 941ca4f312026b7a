import { describe, expect, it } from 'vitest';
import { etagMatches, statusEtag } from '#core/analysis/polling';
import { LINK_WINDOW_MS } from '#core/analysis/status';

const item = {
  id: 'a1',
  status: 'done' as const,
  updatedAt: '2026-11-28T10:00:00.000Z',
  previews: [{ fileName: 'photo.jpg', key: 'previews/u/a1/0.jpg' }],
};
const profile = (adviserName: string) => ({
  reportProfile: { adviserName, adviserTitle: '', credentials: '', organisation: '', logoKey: null },
});
const user = profile('Julie');
const now = 100 * LINK_WINDOW_MS + 1000;

describe('the ETag of an analysis poll', () => {
  it('stays the same while nothing the answer shows changes, within a window of links', () => {
    const etag = statusEtag(item, '2026-11-28T11:00:00.000Z', user, 'fr', now);
    expect(statusEtag(item, '2026-11-28T11:00:00.000Z', user, 'fr', now + LINK_WINDOW_MS - 2000)).toBe(etag);
    expect(etag).toMatch(/^W\/"/);
  });

  it('changes with the item, the workbench, the cover profile, the language and the links’ window', () => {
    const etag = statusEtag(item, null, user, 'fr', now);
    const others = [
      statusEtag({ ...item, updatedAt: '2026-11-28T10:00:01.000Z' }, null, user, 'fr', now),
      statusEtag(item, '2026-11-28T11:00:00.000Z', user, 'fr', now),
      statusEtag(item, null, profile('Marc'), 'fr', now),
      statusEtag(item, null, user, 'en', now),
      statusEtag(item, null, user, 'fr', now + LINK_WINDOW_MS),
    ];
    expect(new Set([etag, ...others]).size).toBe(6);
  });

  it('ignores the links’ window for an analysis without photos, or not done', () => {
    const bare = { ...item, previews: [] };
    expect(statusEtag(bare, null, user, 'fr', now)).toBe(
      statusEtag(bare, null, user, 'fr', now + LINK_WINDOW_MS),
    );
    const running = { ...item, status: 'analyzing' as const };
    expect(statusEtag(running, null, user, 'fr', now)).toBe(
      statusEtag(running, null, user, 'fr', now + LINK_WINDOW_MS),
    );
  });

  it('matches If-None-Match weakly, in a list, and *', () => {
    const etag = 'W/"abc"';
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('"x", W/"abc"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('W/"abd"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});

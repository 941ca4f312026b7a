import { analysisListKey } from '#adapters/table/analyses';
import type { Viewer } from '#core/analysis';

/**
 * Whose library the caller uses: their team's (every member shares it, like the team's reports) or
 * their own. Another team's ids are simply not in it: 404 like a missing one.
 */
export const libraryOwner = (viewer: Viewer) => analysisListKey(viewer);

/** Storage folder of a library's files (the owner key, made path-safe). */
export const libraryFolder = (owner: string) => `library/${owner.replace('#', '-')}`;

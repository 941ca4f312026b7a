import { fileURLToPath } from 'node:url';

/** The repository root: handler entries, the lock file and web/dist are found from it. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

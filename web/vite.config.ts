import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);
const repoRoot = decodeURIComponent(new URL('..', import.meta.url).pathname);

/**
 * The web app lives in `web/`; `@/…` names a web file from the web root and `#shared/…` the
 * project's `shared/` contract (the same aliases as web/tsconfig.json), so the dev server may
 * read files up to the repository root.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: webRoot },
      { find: /^#shared\//, replacement: `${repoRoot}shared/` },
    ],
  },
  build: {
    outDir: `${webRoot}dist`,
    emptyOutDir: true,
    // Read by scripts/prerender-web.ts (the chunks a preloading shell names), then removed.
    manifest: true,
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});

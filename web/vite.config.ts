import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);
const repoRoot = decodeURIComponent(new URL('..', import.meta.url).pathname);

/**
 * The web app lives in `web/`; it imports the project's `shared/` contract with relative
 * paths (`../../shared/...`), so the dev server may read files up to the repository root.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: `${webRoot}dist`,
    emptyOutDir: true,
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The server's path aliases (tsconfig.json "paths"), for every test project. */
const serverAliases = Object.entries({
  '#core/': 'functions/core/',
  '#adapters/': 'functions/adapters/',
  '#functions/': 'functions/',
  '#shared/': 'shared/',
  '#scripts/': 'scripts/',
  // The web app's alias (web/tsconfig.json), for the unit tests of web modules.
  '@/': 'web/',
}).map(([alias, folder]) => ({
  find: alias,
  replacement: fileURLToPath(new URL(`./${folder}`, import.meta.url)),
}));

export default defineConfig({
  resolve: { alias: serverAliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          // The local engines start once for the whole suite, on free ports.
          globalSetup: ['test/integration/global-setup.ts'],
          setupFiles: ['test/integration/worker-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: files run one after another so timings stay honest.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
    ],
  },
});

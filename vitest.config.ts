import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
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

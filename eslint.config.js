import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The web app's feature folders (web/features/<area>), each a boundary. */
const webFeatures = readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The business areas of the functions (functions/core/<area>), each a boundary. */
const coreAreas = readdirSync(new URL('./functions/core', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'web/dist',
      'cdk.out',
      'coverage',
      'test-results',
      'playwright-report',
      '.data',
      // Boundary fixtures break the rules on purpose; test/unit/lint-boundaries.test.ts lints them.
      'test/fixtures/lint',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Web features: a feature reads another one only through its public entry
    // (web/features/<area>/index.ts) or through the project's shared/ folder, never its internals.
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webFeatures.map((area) => ({
            target: `./web/features/${area}`,
            from: './web/features',
            except: [
              `./${area}`,
              ...webFeatures.filter((other) => other !== area).map((other) => `./${other}/index.ts`),
            ],
            message: `web/features/${area} may use another feature only through its index.ts (or shared/).`,
          })),
        },
      ],
    },
  },
  {
    // Functions log through the Powertools logger (functions/observability.ts): structured JSON
    // with request id, route and user, never console output CloudWatch cannot search.
    files: ['functions/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // Core stays free of AWS SDK imports: outside systems are reached through functions/adapters.
    files: ['functions/core/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@aws-sdk/*'] }] },
  },
  {
    // Server boundaries: Lambda code never reaches into the web app or the scripts; adapters never
    // depend on core (core calls adapters, not the reverse; AppError of core/errors.ts is the one
    // shared vocabulary); a business area of core uses another area only through its index.ts.
    files: ['functions/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './functions', from: './web', message: 'functions/ must not import the web app.' },
            { target: './functions', from: './scripts', message: 'functions/ must not import scripts/.' },
            {
              target: './functions/adapters',
              from: './functions/core',
              except: ['./errors.ts'],
              message: 'functions/adapters must not depend on functions/core.',
            },
            ...coreAreas.map((area) => ({
              target: `./functions/core/${area}`,
              from: './functions/core',
              except: [
                `./${area}`,
                './errors.ts',
                './rate-limit.ts',
                './stored-images.ts',
                ...coreAreas.filter((other) => other !== area).map((other) => `./${other}/index.ts`),
              ],
              message: `functions/core/${area} may use another area only through its index.ts.`,
            })),
          ],
        },
      ],
    },
  },
);

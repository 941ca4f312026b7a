import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // Functions log through the Powertools logger (functions/observability.ts): structured JSON
    // with request id, route and user, never console output CloudWatch cannot search.
    files: ['functions/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // Lambda code must not reach into the web app or the scripts, and core stays free of AWS SDK imports.
    files: ['functions/core/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@aws-sdk/*'] }] },
  },
);

import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

/**
 * Lints a fixture of test/fixtures/lint (kept as .txt, so the type checker does not compile
 * it) as if it stood at `filePath`; returns the boundary errors.
 */
async function boundaryErrors(fixture: string, filePath: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const source = readFileSync(`${root}test/fixtures/lint/${fixture}`, 'utf8');
  const [result] = await eslint.lintText(source, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('import boundaries (ESLint)', () => {
  it('refuses a web feature importing another feature’s internals', async () => {
    const errors = await boundaryErrors(
      'web-feature-internals.ts.txt',
      'web/features/billing/boundary-fixture.ts',
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('@/features/analysis/analysis-memory');
    expect(errors[1]).toContain('../account/components/LoginForm');
  });

  it('lets a web feature use another feature’s public entry, its own files and shared/', async () => {
    const errors = await boundaryErrors(
      'web-feature-public-entry.ts.txt',
      'web/features/billing/boundary-fixture.ts',
    );
    expect(errors).toEqual([]);
  });
  it('refuses a function importing the web app or the scripts', async () => {
    const errors = await boundaryErrors(
      'function-imports-web.ts.txt',
      'functions/http/account/boundary-fixture.ts',
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('../../../web/app/paths');
    expect(errors[0]).toContain('functions/ must not import the web app');
    expect(errors[1]).toContain('#scripts/local/stack');
  });

  it('refuses an adapter depending on core, through an alias or a relative path', async () => {
    const errors = await boundaryErrors(
      'adapter-imports-core.ts.txt',
      'functions/adapters/table/boundary-fixture.ts',
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('#core/account');
    expect(errors[1]).toContain('../../core/account/passwords');
  });

  it('lets a core area use another area only through its index', async () => {
    const errors = await boundaryErrors(
      'core-area-internals.ts.txt',
      'functions/core/reports/boundary-fixture.ts',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('#core/analysis/status');
  });
}, 60_000);

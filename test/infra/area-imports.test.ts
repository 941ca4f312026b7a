import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaExports, directAreaImports } from '../../infra/constructs/area-imports';
import { repoRoot } from '../../infra/paths';

const core = join(repoRoot, 'functions', 'core');
const areas = areaExports(core);

describe('split builds import from the module behind an area index', () => {
  it('reads every business area index, aliases included', () => {
    expect([...areas.keys()].sort()).toEqual(
      ['account', 'admin', 'analysis', 'assistant', 'billing', 'reports', 'teams'].sort(),
    );
    expect(areas.get('analysis')!.get('accessibleAnalysis')).toEqual({
      module: join(core, 'analysis', 'status.ts'),
      name: 'accessibleAnalysis',
    });
    // A folder module resolves to its index.ts.
    expect(areas.get('analysis')!.get('editedAnalysisOf')!.module).toBe(
      join(core, 'analysis', 'workbench', 'index.ts'),
    );
  });

  it('rewrites a multi-line import, keeps aliases and drops type-only names', () => {
    const source = [
      "import { AppError } from '#core/errors';",
      'import {',
      '  accessibleAnalysis as owned,',
      '  type Viewer,',
      '  regulationsOf,',
      "} from '#core/analysis';",
      'const a = owned;',
    ].join('\n');
    const rewritten = directAreaImports(source, areas);
    expect(rewritten).toContain(
      `import { accessibleAnalysis as owned } from ${JSON.stringify(join(core, 'analysis', 'status.ts'))};`,
    );
    expect(rewritten).toContain(
      `import { regulationsOf as regulationsOf } from ${JSON.stringify(join(core, 'analysis', 'regulations.ts'))};`,
    );
    expect(rewritten).not.toContain("'#core/analysis'");
    expect(rewritten).toContain("import { AppError } from '#core/errors';");
    // Lines after the import keep their numbers.
    expect(rewritten.split('\n').at(-1)).toBe('const a = owned;');
    expect(rewritten.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('leaves a name the index does not re-export on the index, and unknown areas alone', () => {
    const rewritten = directAreaImports(
      "import { notThere, accessibleAnalysis } from '#core/analysis';\nimport { x } from '#core/nowhere';",
      areas,
    );
    expect(rewritten).toContain("import { notThere } from '#core/analysis';");
    expect(rewritten).toContain('accessibleAnalysis as accessibleAnalysis');
    expect(rewritten).toContain("import { x } from '#core/nowhere';");
  });
});

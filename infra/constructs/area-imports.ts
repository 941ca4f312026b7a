import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';

/** Where a name of an area's index.ts comes from: the module and the name it has there. */
interface Origin {
  module: string;
  name: string;
}

/** `a`, `a as b`, `type T` (erased, so left out): [name where it comes from, name given]. */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/);
      return [name!, alias ?? name!];
    });
}

function moduleFile(directory: string, specifier: string): string | undefined {
  const base = resolve(directory, specifier);
  return [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
}

/**
 * The names each business area's index.ts re-exports (`export { a, b as c } from './module'`),
 * by area. A name the index declares itself is not here: an import of it keeps the index.
 */
export function areaExports(coreDirectory: string): Map<string, Map<string, Origin>> {
  const areas = new Map<string, Map<string, Origin>>();
  for (const area of readdirSync(coreDirectory)) {
    const directory = join(coreDirectory, area);
    const index = join(directory, 'index.ts');
    if (!existsSync(index)) continue;
    const names = new Map<string, Origin>();
    for (const found of readFileSync(index, 'utf8').matchAll(/export\s+\{([^}]*)\}\s+from\s+'(\.[^']+)'/g)) {
      const module = moduleFile(directory, found[2]!);
      if (!module) continue;
      for (const [name, exported] of specifiers(found[1]!)) names.set(exported, { module, name });
    }
    areas.set(area, names);
  }
  return areas;
}

const AREA_IMPORT = /import\s+\{([^}]*)\}\s+from\s+'#core\/([a-z-]+)';?/g;

/**
 * `source` with each value imported from an area's index (`import { a } from '#core/analysis'`)
 * imported from the module that defines it instead. Names the index does not re-export stay on it.
 */
export function directAreaImports(source: string, areas: Map<string, Map<string, Origin>>): string {
  return source.replace(AREA_IMPORT, (statement, list: string, area: string) => {
    const names = areas.get(area);
    if (!names) return statement;
    const byModule = new Map<string, string[]>();
    const kept: string[] = [];
    for (const [name, local] of specifiers(list)) {
      const origin = names.get(name);
      if (!origin) {
        kept.push(name === local ? name : `${name} as ${local}`);
        continue;
      }
      byModule.set(origin.module, [...(byModule.get(origin.module) ?? []), `${origin.name} as ${local}`]);
    }
    const imports = [...byModule].map(
      ([module, imported]) => `import { ${imported.join(', ')} } from ${JSON.stringify(module)};`,
    );
    if (kept.length > 0) imports.push(`import { ${kept.join(', ')} } from '#core/${area}';`);
    // As many lines as the statement, so the lines after it keep their numbers.
    return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
}

/**
 * Code splitting reads an area's index.ts as a whole: every module it re-exports that some chunk
 * uses (the report's input, loaded on demand, uses the analysis area's regulations) is reached from
 * the entry and lands in a chunk the entry imports at start: the knowledge base, the mailer and the
 * queue client were loaded by the PDF function before its first request. The code still imports an
 * area through its index (the lint rule); split builds look through it, as bundlers do for barrels.
 */
export function areaImportsPlugin(coreDirectory: string): Plugin {
  const areas = areaExports(coreDirectory);
  return {
    name: 'direct-area-imports',
    setup(build) {
      build.onLoad({ filter: /[\\/]functions[\\/].*\.ts$/ }, async ({ path }) => ({
        contents: directAreaImports(await readFile(path, 'utf8'), areas),
        loader: 'ts',
      }));
    },
  };
}

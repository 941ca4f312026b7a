import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** A top-level declaration built by zod calls: `z.…(…)`, or `other.extend(…)` and the like. */
function buildsSchema(initializer: ts.Expression, source: ts.SourceFile): boolean {
  let expression = initializer;
  while (
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isParenthesizedExpression(expression)
  )
    expression = expression.expression;
  if (!ts.isCallExpression(expression)) return false;
  const text = expression.getText(source);
  return (
    /\bz\s*\./.test(text) ||
    /^\w+\s*\.(extend|omit|pick|partial|merge|array|nullable|optional|refine|strict)\(/.test(text)
  );
}

/** `/* @__PURE__ *\/ schema(() => …)`: the annotation must sit right before the call. */
function declaredPure(initializer: ts.Expression, source: ts.SourceFile): boolean {
  const text = source.text.slice(initializer.getFullStart(), initializer.getEnd()).trim();
  return /^\/\* @__PURE__ \*\/ schema\(\s*\(\) =>/.test(text);
}

/** The names of the schemas a module declares at top level without the annotation. */
function unannotatedSchemas(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return source.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) =>
      statement.declarationList.declarations
        .filter(
          (declaration) =>
            declaration.initializer &&
            buildsSchema(declaration.initializer, source) &&
            !declaredPure(declaration.initializer, source),
        )
        .map((declaration) => declaration.name.getText(source)),
    );
}

function modulesUsingZod(): { file: string; code: string }[] {
  return ['shared', 'functions'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => join(root, folder, name))
      .map((file) => ({ file, code: readFileSync(file, 'utf8') }))
      .filter(({ code }) => /^import \* as z from 'zod';$/m.test(code)),
  );
}

describe('schemas a bundle may drop', () => {
  it('flags a schema declared without the annotation, and accepts one declared with it', () => {
    const code = [
      "import * as z from 'zod';",
      'export const plain = z.object({ a: z.string() });',
      'export const chained = plain.extend({ b: z.number() });',
      'export const kept = /* @__PURE__ */ schema(() => z.object({ a: z.string() }));',
      "export const names = ['a', 'b'];",
    ].join('\n');
    expect(unannotatedSchemas('sample.ts', code)).toEqual(['plain', 'chained']);
  });

  it('declares every top-level schema of shared/ and functions/ as pure', () => {
    const modules = modulesUsingZod();
    // The scan reaches the schema modules (not a vacuous pass).
    expect(modules.map(({ file }) => relative(root, file))).toContain('shared/schemas/analysis.ts');
    const declared = modules.reduce(
      (count, { code }) => count + (code.match(/\/\* @__PURE__ \*\/ schema\(/g) ?? []).length,
      0,
    );
    expect(declared).toBeGreaterThan(150);
    const missing = modules.flatMap(({ file, code }) =>
      unannotatedSchemas(file, code).map((name) => `${relative(root, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});

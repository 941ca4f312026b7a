import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The newcomer's documents stay true to the tree: every relative link resolves (file and heading),
 * every path a document names in code (`functions/routes.ts`) exists, and every decision record is
 * listed in the index.
 */
const root = resolve(import.meta.dirname, '../..');
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', '.data', 'dist', 'test-results', 'cdk.out']);
/** Top-level folders whose paths a document may name; other code spans are not paths. */
const PATH_ROOTS = /^(functions|shared|web|infra|scripts|test|docs|bench)\//;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The text outside fenced code blocks, line by line. */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split('\n').filter((line) => {
    if (line.trimStart().startsWith('```')) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const headings = proseLines(readFileSync(file, 'utf8'))
    .map((line) => /^#{1,6}\s+(.*)$/.exec(line)?.[1])
    .filter((heading): heading is string => heading !== undefined);
  return new Set(headings.map(slug));
}

const documents = markdownFiles(root);

describe('documents', () => {
  it('include the architecture page, the decision records and the contributing guide', () => {
    const names = documents.map((file) => relative(root, file));
    expect(names).toEqual(
      expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/architecture.md', 'docs/adr/README.md']),
    );
  });

  for (const file of documents) {
    const name = relative(root, file);
    const lines = proseLines(readFileSync(file, 'utf8'));

    it(`${name}: every relative link resolves to a file and, with an anchor, to a heading`, () => {
      const broken: string[] = [];
      for (const line of lines) {
        for (const [, target = ''] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
          if (/^[a-z]+:/i.test(target)) continue;
          const [path = '', anchor] = target.split('#');
          const resolved = path === '' ? file : resolve(dirname(file), decodeURI(path));
          if (!existsSync(resolved)) {
            broken.push(`${target} (no such file)`);
          } else if (anchor && statSync(resolved).isFile() && !anchorsOf(resolved).has(anchor)) {
            broken.push(`${target} (no such heading)`);
          }
        }
      }
      expect(broken).toEqual([]);
    });

    it(`${name}: every repository path it names in code exists`, () => {
      const missing: string[] = [];
      for (const line of lines) {
        for (const [, code = ''] of line.matchAll(/`([^`]+)`/g)) {
          for (const word of code.split(/\s+/)) {
            // Placeholders (`<area>`), globs and elisions name a pattern, not one path.
            if (!PATH_ROOTS.test(word) || /[<>*…{}|]|\.\.\./.test(word)) continue;
            const path = word.replace(/[),.;:]+$/, '');
            if (!existsSync(join(root, path))) missing.push(path);
          }
        }
      }
      expect(missing).toEqual([]);
    });
  }

  it('list every decision record in the index', () => {
    const adrDir = join(root, 'docs/adr');
    const records = readdirSync(adrDir).filter((f) => /^\d{4}-.*\.md$/.test(f));
    const index = readFileSync(join(adrDir, 'README.md'), 'utf8');
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(index, record).toContain(`](${record})`);
  });
});

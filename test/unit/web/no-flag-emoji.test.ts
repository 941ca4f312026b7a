import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages';
import { resources } from '#shared/i18n/resources';

/** Flag emoji are pairs of regional indicator symbols: without an emoji font they show as empty boxes. */
const FLAG = /[\u{1F1E6}-\u{1F1FF}]/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('no flag emoji in the interface', () => {
  it('names languages by their own names, without flags', () => {
    for (const language of LANGUAGES) {
      expect(language.nativeName).not.toMatch(FLAG);
      expect(Object.keys(language)).not.toContain('flag');
    }
  });

  it('has no flag emoji in the web app, in the shared data it shows (languages, countries) or in any translated string', () => {
    const root = new URL('../../../', import.meta.url).pathname;
    for (const file of [...sourceFiles(join(root, 'web')), ...sourceFiles(join(root, 'shared'))])
      expect(readFileSync(file, 'utf8'), file).not.toMatch(FLAG);
    expect(JSON.stringify(resources)).not.toMatch(FLAG);
  });
});

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, WEB_NAMESPACES, resources, translationKeys } from '#shared/i18n/resources';
import { GENERAL_RECOMMENDATION_IDS } from '#shared/knowledge/general-recommendations';

/*
 * Every key the code asks for exists, and every key of shared/i18n is asked for somewhere.
 * A key is used when the code names it (`t('login.title')`, or `'site.links.terms'` in a
 * table translated later) or names a family of keys with a template (`t(`risk.${level}`)`
 * uses every `risk.*`).
 */

const root = new URL('../../', import.meta.url).pathname;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes('/dist'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const code = ['web', 'functions', 'shared']
  .flatMap(sourceFiles)
  .filter((file) => !file.includes('/shared/i18n/'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/** Keys named whole in a `t(...)` call (a key always has a group: `login.title`). */
const calledKeys = new Set([...code.matchAll(/\bt\(\s*'(\w+\.[\w.]+)'/g)].map((m) => m[1]!));
/** Every dotted string literal of the code: keys named in a table and translated later count as used. */
const literalKeys = new Set([...code.matchAll(/'(\w+\.[\w.]+)'/g)].map((m) => m[1]!));
/** Key families named by a template (`report.levels.${…}` → `report.levels.`). */
const keyFamilies = [...code.matchAll(/\bt\(\s*`([\w.]+)\$\{/g)].map((m) => m[1]!);

/** Every key of the web's namespaces (keys are unique across them, so no prefix is needed). */
const webKeys = WEB_NAMESPACES.flatMap((namespace) => translationKeys(resources.fr[namespace]));

describe('translation keys: none missing, none unused', () => {
  it('finds the keys the code uses (the scan works)', () => {
    expect(calledKeys.size).toBeGreaterThan(300);
    expect(keyFamilies).toContain('risk.');
  });

  it('every key the code names exists', () => {
    const known = new Set(NAMESPACES.flatMap((namespace) => translationKeys(resources.fr[namespace])));
    expect([...calledKeys].filter((key) => !known.has(key))).toEqual([]);
    for (const family of keyFamilies) {
      expect(
        [...known].some((key) => key.startsWith(family)),
        family,
      ).toBe(true);
    }
  });

  it('every key is used', () => {
    const unused = webKeys.filter(
      (key) => !literalKeys.has(key) && !keyFamilies.some((family) => key.startsWith(family)),
    );
    expect(unused).toEqual([]);
  });

  it('every text of the PDF report is used by the reports (renderers and file names)', () => {
    const report = ['functions/core/reports']
      .flatMap(sourceFiles)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(resources.fr.reports.pdf).filter(
      (field) => !new RegExp(`\\.${field}\\b`).test(report),
    );
    expect(unused).toEqual([]);
  });

  it('every text of the local payment pages is used by them', () => {
    const pages = ['scripts/local/payment-pages.ts', 'scripts/local/payment-page-views.ts']
      .map((file) => readFileSync(join(root, file), 'utf8'))
      .join('\n');
    const unused = Object.keys(resources.fr.payment.paymentPage).filter(
      (field) => !new RegExp(`\\.${field}\\b`).test(pages),
    );
    expect(unused).toEqual([]);
  });
  it('every text of the analyzers is used by them, and each general recommendation has its id', () => {
    const unused = translationKeys(resources.fr.analyzer).filter(
      (key) => !literalKeys.has(key) && !keyFamilies.some((family) => key.startsWith(family)),
    );
    expect(unused).toEqual([]);
    expect(translationKeys(resources.fr.recommendations)).toEqual(
      GENERAL_RECOMMENDATION_IDS.map((id) => `generalRecommendations.${id}`).sort(),
    );
  });
});

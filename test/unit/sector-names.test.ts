import { describe, expect, it } from 'vitest';
import { SECTORS, sectorLabel } from '#shared/taxonomy';
import { SECTOR_NAMES, sectorLabelIn } from '#shared/taxonomy/names';

const ITEMS = SECTORS.flatMap((main) => [
  main,
  ...main.subSectors.flatMap((sub) => [sub, ...sub.activities]),
]);
const CJK = /[\u3040-\u30ff\u4e00-\u9fff]/;
const LANGUAGES = Object.keys(SECTOR_NAMES) as (keyof typeof SECTOR_NAMES)[];

describe.each(LANGUAGES)('sector taxonomy in %s', (language) => {
  const names = SECTOR_NAMES[language];

  it('names every sector, sub-sector and activity, and nothing else', () => {
    expect(Object.keys(names).sort()).toEqual(ITEMS.map((item) => item.id).sort());
  });

  it('translates each name', () => {
    for (const item of ITEMS) {
      const name = names[item.id]!;
      expect(name.trim(), item.id).not.toBe('');
      if (language === 'zh' || language === 'ja') expect(name, item.id).toMatch(CJK);
    }
    // A few names are the same word in both languages (e.g. "Transport"); most must differ.
    const same = ITEMS.filter((item) => names[item.id] === item.name.en);
    expect(same.length, same.map((item) => item.id).join(', ')).toBeLessThanOrEqual(5);
  });
});

describe('sector labels', () => {
  const selection = {
    mainSector: SECTORS[0]!.id,
    subSector: SECTORS[0]!.subSectors[0]!.id,
    specificActivity: SECTORS[0]!.subSectors[0]!.activities[0]!.id,
  };

  it('use the names of the language, and the taxonomy’s own for French and English', () => {
    expect(sectorLabelIn(selection, 'de').mainSector).toBe(SECTOR_NAMES.de[selection.mainSector]);
    expect(sectorLabelIn(selection, 'ja').specificActivity).toBe(SECTOR_NAMES.ja[selection.specificActivity]);
    expect(sectorLabelIn(selection, 'fr').mainSector).toBe(SECTORS[0]!.name.fr);
    expect(sectorLabelIn(selection, 'en').subSector).toBe(SECTORS[0]!.subSectors[0]!.name.en);
  });

  it('fall back to English when a language’s names are not at hand', () => {
    expect(sectorLabel(selection, 'es').mainSector).toBe(SECTORS[0]!.name.en);
  });
});

import { describe, expect, it } from 'vitest';
import { hazardTitle } from '#shared/knowledge/hazard-titles';
import { HAZARDS, hazardById } from '#shared/knowledge/hazards';

/** Each hazard's title in the five translated languages, from its `name` (one file per hazard). */
const HAZARD_TITLES = Object.fromEntries(HAZARDS.map((hazard) => [hazard.id, hazard.name]));

const TITLE_LANGUAGES = ['es', 'de', 'pt', 'zh', 'ja'] as const;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

describe('hazard titles (name) in es, de, pt, zh and ja', () => {
  it('has a non-empty title in all five languages for every hazard of the knowledge base', () => {
    for (const hazard of HAZARDS) {
      const titles = HAZARD_TITLES[hazard.id];
      expect(titles, hazard.id).toBeDefined();
      for (const language of TITLE_LANGUAGES) {
        expect(titles?.[language].trim(), `${hazard.id}.${language}`).not.toBe('');
      }
    }
  });

  it('has no id that the knowledge base lacks', () => {
    const strays = Object.keys(HAZARD_TITLES).filter((id) => hazardById(id) === undefined);
    expect(strays).toEqual([]);
    expect(Object.keys(HAZARD_TITLES)).toHaveLength(HAZARDS.length);
  });

  it('translates every zh and ja title into CJK script rather than copying the English name', () => {
    for (const hazard of HAZARDS) {
      for (const language of ['zh', 'ja'] as const) {
        const title = HAZARD_TITLES[hazard.id]?.[language] ?? '';
        expect(title, `${hazard.id}.${language}`).not.toBe(hazard.name.en);
        expect(title, `${hazard.id}.${language}`).toMatch(CJK);
      }
    }
  });

  it('gives no two hazards the same title within a language', () => {
    for (const language of TITLE_LANGUAGES) {
      const titles = Object.values(HAZARD_TITLES).map((entry) => entry[language]);
      const duplicates = titles.filter((title, index) => titles.indexOf(title) !== index);
      expect(duplicates, language).toEqual([]);
    }
  });

  it('has no stray whitespace around any title', () => {
    for (const [id, entry] of Object.entries(HAZARD_TITLES)) {
      for (const language of TITLE_LANGUAGES) {
        expect(entry[language], `${id}.${language}`).toBe(entry[language].trim());
      }
    }
  });
});

describe('hazardTitle', () => {
  const ladder = hazardById('ladder-fall');
  if (!ladder) throw new Error('ladder-fall is missing from the knowledge base');

  it("returns the knowledge base's own names for fr and en", () => {
    expect(hazardTitle(ladder, 'fr')).toBe(ladder.name.fr);
    expect(hazardTitle(ladder, 'en')).toBe(ladder.name.en);
  });

  it("returns the hazard's name for es, de, pt, zh and ja", () => {
    expect(hazardTitle(ladder, 'es')).toBe('Caída desde escalera de mano o escalera de tijera');
    expect(hazardTitle(ladder, 'de')).toBe('Absturz von Leiter oder Stehleiter');
    expect(hazardTitle(ladder, 'pt')).toBe('Queda de escada de mão ou escada de abrir');
    expect(hazardTitle(ladder, 'zh')).toBe('从梯子或人字梯上坠落');
    expect(hazardTitle(ladder, 'ja')).toBe('はしご・脚立からの墜落・転落');
  });

  it('falls back to the English name for any other language', () => {
    expect(hazardTitle(ladder, 'it')).toBe(ladder.name.en);
    expect(hazardTitle(ladder, '')).toBe(ladder.name.en);
    expect(hazardTitle(ladder, 'toString')).toBe(ladder.name.en);
  });

  it('falls back to the English name for a hazard that lacks a name in the language', () => {
    const unknown = { id: 'not-in-the-table', name: { fr: 'Danger inconnu', en: 'Unknown hazard' } };
    expect(hazardTitle(unknown, 'fr')).toBe('Danger inconnu');
    expect(hazardTitle(unknown, 'de')).toBe('Unknown hazard');
    expect(hazardTitle(unknown, 'ja')).toBe('Unknown hazard');
    expect(hazardTitle({ ...unknown, id: 'constructor' }, 'es')).toBe('Unknown hazard');
  });
});

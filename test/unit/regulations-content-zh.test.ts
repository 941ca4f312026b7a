import { describe, expect, it } from 'vitest';
import regulations from '#shared/knowledge/content/regulations/zh';
import { JURISDICTION_INFO } from '#shared/knowledge/jurisdictions';
import type { Bilingual } from '#shared/knowledge/types';

const HAN = /\p{Script=Han}/u;

const titles: readonly Bilingual[] = JURISDICTION_INFO.flatMap((info) =>
  [...info.acts, ...info.regulations].map((instrument) => instrument.title),
);
const regulators: readonly Bilingual[] = JURISDICTION_INFO.map((info) => info.regulator);

/** Each number of a text, as often as it occurs ("2022-07-01" gives 2022, 07 and 01). */
function numbers(text: string): string[] {
  return text.match(/\d+/g) ?? [];
}

/** Abbreviations that the English and French texts share, so that no language translates them. */
function sharedAbbreviations({ en, fr }: Bilingual): string[] {
  const inFrench = new Set(fr.match(/\b[A-Z]{2,}\b/g) ?? []);
  return (en.match(/\b[A-Z]{2,}\b/g) ?? []).filter((abbreviation) => inFrench.has(abbreviation));
}

describe.each([
  ['instrument titles', titles, regulations.instrumentTitles],
  ['regulators', regulators, regulations.regulators],
] as const)('Simplified Chinese %s', (_name, sources, translations) => {
  it('has an entry for every English text and nothing else', () => {
    const expected = new Set(sources.map((source) => source.en));
    expect(Object.keys(translations).sort()).toEqual([...expected].sort());
  });

  it('writes every entry with Chinese characters', () => {
    for (const source of sources) {
      const translated = translations[source.en];
      expect(translated, source.en).toMatch(HAN);
      expect(translated?.trim(), source.en).toBe(translated);
    }
  });

  it('keeps every number, section sign and shared abbreviation', () => {
    for (const source of sources) {
      const translated = translations[source.en] ?? '';
      const remaining = numbers(translated);
      for (const number of numbers(source.en)) {
        const index = remaining.indexOf(number);
        expect(index, `${number} in ${source.en}`).toBeGreaterThanOrEqual(0);
        remaining.splice(index, 1);
      }
      expect(translated.split('§').length, source.en).toBe(source.en.split('§').length);
      for (const abbreviation of sharedAbbreviations(source)) {
        expect(translated, source.en).toMatch(new RegExp(`\\b${abbreviation}\\b`));
      }
    }
  });
});

describe('Simplified Chinese names of instruments written in Chinese or French', () => {
  it('gives the Chinese laws their official names', () => {
    expect(regulations.instrumentTitles['Law on the Prevention and Control of Occupational Diseases']).toBe(
      '中华人民共和国职业病防治法',
    );
    expect(regulations.instrumentTitles['Work Safety Law (revised 2021)']).toMatch(
      /^中华人民共和国安全生产法（2021年修正）$/,
    );
    expect(regulations.regulators['Ministry of Emergency Management; National Health Commission']).toBe(
      '应急管理部；国家卫生健康委员会',
    );
  });

  it('keeps the French official names of the Quebec instruments', () => {
    const quebec = JURISDICTION_INFO.find((info) => info.code === 'QC');
    expect(quebec).toBeDefined();
    for (const instrument of [...(quebec?.acts ?? []), ...(quebec?.regulations ?? [])]) {
      expect(regulations.instrumentTitles[instrument.title.en]).toContain(instrument.title.fr);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { isReadableExcerpt } from '#shared/evidence-quality';
import type { Language } from '#shared/languages';

/** Short texts as signs, labels and notes say them, in each language. */
const READABLE: Record<Language, string[]> = {
  fr: [
    'DANGER',
    'ACCÈS INTERDIT — GARDE-CORPS RETIRÉ',
    'Port du casque obligatoire',
    'Il y a de la poussière au sol.',
    'Charge max. 1 000 kg',
    "Ne pas utiliser l'échelle si elle est endommagée",
    '« ACÉTONE — EXTRÊMEMENT INFLAMMABLE »',
  ],
  en: [
    'No smoking',
    'Wear hearing protection',
    'HIGH VOLTAGE 600 V',
    'It is on the floor',
    'Authorized personnel only',
    'H2S monitor required',
  ],
  es: ['Prohibido el paso', 'Uso obligatorio de casco', 'Es un riesgo de caída', 'Peligro: alta tensión'],
  de: ['Achtung Hochspannung', 'Zutritt verboten', 'Gehörschutz tragen', 'Da ist es zu laut.'],
  pt: ['Proibido fumar', 'Use protetor auricular', 'É só o EPI', 'Não há proteção na máquina'],
  zh: ['禁止吸烟', '当心触电', '必须戴安全帽', '注意：叉车通道 3 m 宽', '立 入 禁 止'],
  ja: [
    '立入禁止',
    '高電圧注意',
    '安全第一',
    'ヘルメット着用',
    '手すり撤去 — 立入禁止',
    '危 険 ・ 立 入 禁 止',
  ],
};

/** What OCR makes of textures, edges, shadows and reflections (as Tesseract returns it from site photos). */
const GARBAGE = [
  'ee ee ee Se ee',
  "| | i | ' ; : = ~ - _",
  'Ta > = ge A ra',
  'ES ee SS a a Sr',
  'i] !! ow ; ) ~ we ~—',
  'SEES ESSE eee ee',
  'rn rn rn l1I Il|',
  'tHe wOrK aReA iS',
  '—_— ~~ "\' ,',
  'WW Wl | A AN',
  'Sk Rn Tk qw Zx',
  'a1 ,. ;; ‘ ~ =',
  'Bhrt kLmn ZXQW',
];
const CJK_GARBAGE = ['一 丨 口 二 ー', 'ニ 二 ー 一 十 口', '丶 丿 口 ロ 一', '当心触电 |l ~= ii Ee'];

describe('isReadableExcerpt', () => {
  for (const [language, texts] of Object.entries(READABLE) as [Language, string[]][]) {
    it(`keeps the short sentences of signs and notes in ${language}`, () => {
      expect(texts.filter((text) => !isReadableExcerpt(text, language))).toEqual([]);
    });
  }

  it('rejects OCR noise in every language', () => {
    for (const language of ['fr', 'en', 'es', 'de', 'pt', 'zh', 'ja'] as const) {
      expect(
        GARBAGE.filter((text) => isReadableExcerpt(text, language)),
        language,
      ).toEqual([]);
    }
  });

  it('rejects strokes and boxes read as Chinese or Japanese characters', () => {
    for (const language of ['zh', 'ja'] as const) {
      expect(
        CJK_GARBAGE.filter((text) => isReadableExcerpt(text, language)),
        language,
      ).toEqual([]);
    }
  });

  it('rejects text with no word at all', () => {
    for (const text of ['', '   ', '12 34', '—', '3,2 m'])
      expect(isReadableExcerpt(text, 'fr'), text).toBe(false);
  });
});

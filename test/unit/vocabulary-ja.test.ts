import { describe, expect, it } from 'vitest';
import { compileLexicon } from '#core/analysis/offline-analyzer/lexicon';
import { findHazards } from '#core/analysis/offline-analyzer/match';
import { HAZARDS } from '#shared/knowledge/hazards';
import type { Hazard } from '#shared/knowledge/types';
import { CONCEPT_RULES } from '#shared/knowledge/vocabulary/rules';
import { CLUE_CLASSES } from '#shared/knowledge/vocabulary/types';
import { vocabulary } from '#shared/knowledge/vocabulary/ja';

/** Hazards being added to the knowledge base; the vocabulary names them already. */
const NEW_HAZARDS = [
  'elevating-work-platform',
  'toxic-atmosphere',
  'isocyanate-sensitisers',
  'defeated-guard-interlock',
  'inert-dust',
];
const IDS = [...new Set([...HAZARDS.map((h) => h.id), ...NEW_HAZARDS])];
// Stand-ins for the new hazards until they are in HAZARDS, so that the sentences below can raise them.
const hazards: Hazard[] = [
  ...HAZARDS,
  ...NEW_HAZARDS.filter((id) => !HAZARDS.some((h) => h.id === id)).map((id) => ({ ...HAZARDS[0]!, id })),
];
const lexicon = compileLexicon('ja', vocabulary, {});
const read = (text: string) =>
  findHazards(hazards, CONCEPT_RULES, () => lexicon, [
    { fileName: 'note', page: null, source: 'text', text, language: 'ja' },
  ]);
const raised = (text: string) =>
  read(text)
    .filter((f) => f.state === 'uncontrolled')
    .map((f) => f.hazard.id);

const entries = Object.entries(vocabulary.hazards);

describe('Japanese vocabulary: shape', () => {
  it('names every hazard of the knowledge base and the new ones', () => {
    expect(Object.keys(vocabulary.hazards).sort()).toEqual([...IDS].sort());
  });

  it('gives at least four words to every clue class', () => {
    for (const clue of CLUE_CLASSES) expect(vocabulary.clues[clue].length, clue).toBeGreaterThanOrEqual(4);
  });

  it('gives every hazard at least six terms, each phrase once, never both a term and a weak word', () => {
    for (const [id, words] of entries) {
      expect(words.terms.length, id).toBeGreaterThanOrEqual(6);
      const all = [...words.terms, ...(words.weak ?? []), ...(words.controls ?? [])];
      const twice = all.filter((phrase, i) => all.indexOf(phrase) !== i);
      expect(twice, id).toEqual([]);
    }
  });

  // Katakana loanwords are long (ジャンクションボックス); what matters is not to write whole clauses.
  it('keeps phrases short: the engine does not split Japanese', () => {
    const phrases = [
      ...entries.flatMap(([, w]) => [...w.terms, ...(w.weak ?? []), ...(w.controls ?? [])]),
      ...Object.values(vocabulary.clues).flat(),
    ];
    expect(phrases.filter((p) => p.replace(/\s/g, '').length > 12)).toEqual([]);
  });

  // The cues match inside longer phrases: a term holding an absence cue would negate itself, a
  // control holding a "defeated" cue would always read as defeated.
  it('has no term holding an absence cue and no control holding an absence or defeat cue', () => {
    for (const [id, words] of entries) {
      for (const phrase of [...words.terms, ...(words.weak ?? [])])
        expect(
          vocabulary.absentAfter.filter((cue) => phrase.includes(cue)),
          `${id}: ${phrase}`,
        ).toEqual([]);
      for (const phrase of words.controls ?? [])
        expect(
          [...vocabulary.absentAfter, ...vocabulary.defeated].filter((cue) => phrase.includes(cue)),
          `${id}: ${phrase}`,
        ).toEqual([]);
    }
  });

  // A weak word inside another weak word of its hazard would be its own second clue.
  it('has no weak word inside another weak word of the same hazard', () => {
    for (const [id, words] of entries) {
      const weak = words.weak ?? [];
      for (const w of weak) {
        const holders = weak.filter((p) => p !== w && p.includes(w));
        expect(holders, `${id}: ${w}`).toEqual([]);
      }
    }
  });
});

describe('Japanese vocabulary: reading', () => {
  it.each([
    ['屋根の端部で作業中、手すりが設置されていなかった。', 'roof-edge-fall'],
    ['被災者は墜落制止用器具を使用せずに屋根上で作業していた。', 'roof-edge-fall'],
    ['床の開口部に覆いがなかった。', 'floor-opening-fall'],
    ['脚立の天板に乗って作業していた。', 'ladder-fall'],
    ['足場の壁つなぎが外されていた。', 'scaffold-fall'],
    ['中二階の荷取りステージで手すりが開放されたままだった。', 'mezzanine-fall'],
    ['高所作業車の作業床と天井の梁との間に挟まれた。', 'elevating-work-platform'],
    ['ベルトコンベヤのテールプーリーに覆いがなく、清掃中に手を巻き込まれた。', 'unguarded-conveyor'],
    ['射出成形機の安全扉のインターロックをテープで無効化していた。', 'defeated-guard-interlock'],
    ['機械の運転を停止せずに詰まりを取り除こうとした。', 'lockout-maintenance'],
    ['汚水槽に入った作業者が硫化水素中毒で倒れた。', 'toxic-atmosphere'],
    ['マンホール内に入る前に酸素濃度を測定していなかった。', 'confined-space-entry'],
    ['コンクリートを乾式切断し、集じん装置を使用していなかった。', 'crystalline-silica'],
    ['フォークリフトの通路と歩行者通路が区分されていなかった。', 'forklift-pedestrian'],
    ['ダンプが後進した際、誘導員を配置しておらず、作業者がひかれた。', 'vehicle-reversing'],
    ['騒音の大きい職場で耳栓を着用していなかった。', 'occupational-noise'],
    ['機械の音で隣の人の声が聞こえない。', 'occupational-noise'],
    ['シンナーをペットボトルに小分けし、ラベルを貼っていなかった。', 'whmis-labelling-sds'],
    ['溶断作業の際、防炎シートで養生していなかった。', 'hot-work-ignition'],
    ['夜間に一人で作業しており、定時連絡の仕組みがなかった。', 'working-alone'],
    // A prefix that says what the source lacks, not that it is absent.
    ['手すりのない開口部から墜落した。', 'floor-opening-fall'],
    ['無資格の作業者がフォークリフトを運転していた。', 'forklift-pedestrian'],
    ['未点検のクレーンでつり上げ作業を行った。', 'crane-suspended-load'],
  ])('%s → %s', (text, hazard) => {
    expect(raised(text)).toContain(hazard);
  });

  it.each([
    ['当工場ではフォークリフトは使用していない。', 'forklift-pedestrian'],
    ['高所作業は行わない。', 'roof-edge-fall'],
  ])('reads the negation of %s', (text, hazard) => {
    expect(raised(text)).not.toContain(hazard);
  });

  it('reads a verb that is not an absence as no negation', () => {
    expect(raised('運転者は後方から近づくフォークリフトに気付かなかった。')).toContain('forklift-pedestrian');
  });

  it('reads protections in place as control', () => {
    const found = read('屋根の端部には手すりが設置されている。');
    expect(found.find((f) => f.hazard.id === 'roof-edge-fall')?.state).toBe('controlled');
  });

  it.each([
    '新規事業の足場を固めるため、営業部は来期の計画を策定した。',
    '今期は売上が落ちたため、赤字に転落した。',
    '上司と部下の板挟みでストレスチェックの結果が悪かった。',
    '残業代の計算方法について人事部から説明があった。',
    'プレスリリースを配信プラットフォームに掲載した。',
    'はしごを外された気分だと彼は語った。',
    '事件に巻き込まれた社員の休暇申請を承認した。',
    '人間ドックの受診費用は会社が負担する。',
    '本末転倒な議論にならないよう、会議の目的を確認した。',
    'フィードバックをもとにバックオフィス業務を改善した。',
  ])('raises nothing in office text: %s', (text) => {
    expect(raised(text)).toEqual([]);
  });
});

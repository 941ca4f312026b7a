import { describe, expect, it } from 'vitest';
import { compileLexicon } from '#core/analysis/offline-analyzer/lexicon';
import { findHazards } from '#core/analysis/offline-analyzer/match';
import { HAZARDS } from '#shared/knowledge/hazards';
import type { Hazard } from '#shared/knowledge/types';
import { CONCEPT_RULES } from '#shared/knowledge/vocabulary/rules';
import { CLUE_CLASSES } from '#shared/knowledge/vocabulary/types';
import { vocabulary } from '#shared/knowledge/vocabulary/zh';

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
const lexicon = compileLexicon('zh', vocabulary, {});
const read = (text: string) =>
  findHazards(hazards, CONCEPT_RULES, () => lexicon, [
    { fileName: 'note', page: null, source: 'text', text, language: 'zh' },
  ]);
const raised = (text: string) =>
  read(text)
    .filter((f) => f.state === 'uncontrolled')
    .map((f) => f.hazard.id);

const entries = Object.entries(vocabulary.hazards);

describe('Simplified Chinese vocabulary: shape', () => {
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

  it('keeps phrases short: the engine does not split Chinese', () => {
    const phrases = [
      ...entries.flatMap(([, w]) => [...w.terms, ...(w.weak ?? []), ...(w.controls ?? [])]),
      ...Object.values(vocabulary.clues).flat(),
    ];
    expect(phrases.filter((p) => p.replace(/\s/g, '').length > 8)).toEqual([]);
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

describe('Simplified Chinese vocabulary: reading', () => {
  it.each([
    ['楼层临边未设置防护栏杆，存在高处坠落隐患。', 'roof-edge-fall'],
    ['作业人员在屋面临边作业，未系挂安全带。', 'roof-edge-fall'],
    ['楼板预留洞口未覆盖盖板。', 'floor-opening-fall'],
    ['电工站在人字梯顶部作业，梯子无人扶持。', 'ladder-fall'],
    ['外架脚手板未满铺。', 'scaffold-fall'],
    ['仓库夹层托盘卸放区护栏敞开，无安全闸门。', 'mezzanine-fall'],
    ['工人在剪叉式升降平台上作业。', 'elevating-work-platform'],
    ['皮带输送机尾轮无防护罩，工人清理时手被卷入。', 'unguarded-conveyor'],
    ['注塑机安全门联锁开关被胶带缠住，开门状态下设备仍可运行。', 'defeated-guard-interlock'],
    ['维修工在设备未停机、未断电的情况下进入搅拌机内清理。', 'lockout-maintenance'],
    ['工人进入化粪池清理，吸入硫化氢中毒窒息。', 'toxic-atmosphere'],
    ['作业人员进入储罐内清理残渣。', 'confined-space-entry'],
    ['工人干法切割石材，无任何除尘措施。', 'crystalline-silica'],
    ['叉车在仓库通道内行驶，与行人混行，无人车分流。', 'forklift-pedestrian'],
    ['渣土车倒车时无人指挥，碾压后方工人。', 'vehicle-reversing'],
    ['车间噪声超标，工人未佩戴耳塞。', 'occupational-noise'],
    ['空压机房内交谈需要大声喊话。', 'occupational-noise'],
    ['车间内用饮料瓶分装稀释剂，瓶上无标签。', 'whmis-labelling-sds'],
    ['动火作业未办理动火证，现场无看火人。', 'hot-work-ignition'],
    ['夜间独自一人在泵房巡检，无定时联系制度。', 'working-alone'],
    // A negation character that does not negate the hazard after it.
    ['工人在无防护的临边处作业。', 'roof-edge-fall'],
    ['未经审批进入污水井作业。', 'confined-space-entry'],
    ['驾驶员未观察后方情况即倒车。', 'vehicle-reversing'],
  ])('%s → %s', (text, hazard) => {
    expect(raised(text)).toContain(hazard);
  });

  it.each([
    ['本项目不涉及高处作业。', 'roof-edge-fall'],
    ['现场没有叉车作业。', 'forklift-pedestrian'],
    ['仓库内未使用叉车。', 'forklift-pedestrian'],
    ['无证驾驶叉车在车间内行驶。', 'none'],
  ])('reads the negation of %s', (text, hazard) => {
    if (hazard === 'none') expect(raised(text)).toContain('forklift-pedestrian');
    else expect(raised(text)).not.toContain(hazard);
  });

  it('reads protections in place as control', () => {
    const found = read('屋面临边已设置防护栏杆和挡脚板。');
    expect(found.find((f) => f.hazard.id === 'roof-edge-fall')?.state).toBe('controlled');
  });

  it.each([
    '公司建立了完善的人才梯队，员工可通过阶梯式晋升通道发展。',
    '我们在电商平台上销售产品，平台服务费按阶梯收取。',
    '该员工卷入一起合同纠纷，法务部门正在处理。',
    '本季度销量滑坡，市场部需扭转局面。',
    '请各部门于周五前提交预算，加班费按规定发放。',
    '会议讨论了连锁店的扩张计划和行车记录仪采购。',
    '人力资源部负责招聘、薪酬和绩效管理。',
  ])('raises nothing in office text: %s', (text) => {
    expect(raised(text)).toEqual([]);
  });
});

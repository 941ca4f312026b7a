import { describe, expect, it } from 'vitest';
import { HAZARDS } from '#shared/knowledge/hazards';
import { CONCEPT_RULES } from '#shared/knowledge/vocabulary/rules';
import type { Language } from '#shared/languages';
import { compileLexicon } from '#core/analysis/offline-analyzer/lexicon';
import { findHazards } from '#core/analysis/offline-analyzer/match';
import { rateFinding } from '#core/analysis/offline-analyzer/rate';
import { sampleChinese, sampleEnglish } from '../fixtures/sample-vocabulary';

const lexicons = {
  en: compileLexicon('en', sampleEnglish, { 'toxic-atmosphere': ['H2S'] }),
  zh: compileLexicon('zh', sampleChinese, {}),
};

function read(text: string, language: 'en' | 'zh' = 'en') {
  return findHazards(HAZARDS, CONCEPT_RULES, (l: Language) => lexicons[l as 'en' | 'zh'] ?? lexicons.en, [
    { fileName: 'note.txt', page: null, source: 'text', text, language },
  ]);
}
const raised = (text: string, language?: 'en' | 'zh') =>
  read(text, language).filter((f) => f.state === 'uncontrolled');
const ids = (text: string, language?: 'en' | 'zh') => raised(text, language).map((f) => f.hazard.id);

describe('how the offline analyzer reads a sentence', () => {
  it('reports a hazard shown under control as controlled, not as a risk', () => {
    const findings = read('Permanent guardrails are installed on all roof edges.');
    expect(findings.map((f) => [f.hazard.id, f.state])).toEqual([['roof-edge-fall', 'controlled']]);
    expect(findings[0]!.triggers.join(' ')).toMatch(/installed/);
  });

  it('raises a fall from a missing guardrail and a height, with confidence high and both clues as triggers', () => {
    const [fall] = raised('No guardrail at the roof edge, 7 m.');
    expect(fall!.hazard.id).toBe('roof-edge-fall');
    expect(fall!.confidence).toBe('high');
    expect(fall!.triggers).toEqual(expect.arrayContaining(['No guardrail', '7 m']));
    // A fall from over 3 m can kill: severity 5; no incident, so the typical likelihood stays.
    expect(rateFinding(fall!)).toEqual({ likelihood: 3, severity: 5 });
  });

  it('rates a bare mention, with nothing about its conditions, one step less likely than typical', () => {
    const [forklift] = raised('A forklift unloads the trucks.');
    expect(forklift!.confidence).toBe('medium');
    const typical = HAZARDS.find((h) => h.id === 'forklift-pedestrian')!.likelihood;
    expect(rateFinding(forklift!).likelihood).toBe(typical - 1);
  });

  it('does not raise a negated source, before or after it', () => {
    expect(ids('No forklift is used on this site.')).toEqual([]);
    expect(ids('Forklifts are not used in the store.')).toEqual([]);
    expect(ids('A forklift unloads the trucks.')).toEqual(['forklift-pedestrian']);
  });

  it('needs a second clue for a weak word, and ignores idioms', () => {
    expect(ids('She climbed the career ladder quickly.')).toEqual([]);
    expect(ids('The ladder is stored in the shed.')).toEqual([]);
    expect(ids('Worker on the ladder 3 m above the dock.')).toContain('ladder-fall');
    expect(ids('Both teams now work under one roof.')).toEqual([]);
  });

  it('reads heat and cold exposure from a temperature, not from any temperature', () => {
    expect(ids('Roofers worked all afternoon at 38 °C under the sun.')).toEqual(['heat-stress']);
    expect(ids('Order pickers spend the shift in the freezer at -25 °C.')).toEqual(['cold-stress']);
    expect(ids('His body temperature was 33 °C; keep samples at 4 °C.')).toEqual([]);
    expect(ids('The kiln runs at 1200 °C.')).toEqual([]);
  });

  it('tells a height from a distance around a number with a unit', () => {
    expect(ids('A ladder is within 7.5 m of every worker.')).toEqual([]);
    expect(ids('The ladder stands 2 m from the road.')).toEqual([]);
    expect(ids('The ladder store covers 450 m square.')).toEqual([]);
    expect(ids('The ladder reaches 4 m up the wall.')).toContain('ladder-fall');
  });

  it('lets the longest phrase own its words: parts of one hazard’s phrase do not raise another', () => {
    expect(ids('An arc flash burned his hands.')).toEqual(['live-electrical-parts']);
  });

  it('matches a phrase whose words are at most two words apart, in order', () => {
    expect(ids('He stood on the floor of the shop while the apprentice carried a ladder.')).toEqual([]);
    expect(ids('He stood on a wooden ladder.')).toContain('ladder-fall');
  });

  it('finds hazards described without their name through concept rules', () => {
    expect(ids('Installing flashing at the roof edge, 7 m up, no guardrail or anchor.')).toContain(
      'roof-edge-fall',
    );
    expect(ids('He entered the valve chamber without testing the atmosphere.')).toContain(
      'confined-space-entry',
    );
    expect(ids('Dry cutting concrete blocks; workers had to shout.')).toEqual(
      expect.arrayContaining(['crystalline-silica', 'occupational-noise']),
    );
    expect(ids('The interlock on the press was bypassed.')).toContain('defeated-guard-interlock');
  });

  it('reads a missing protection named after its cue, and does not carry a negation onto what it protects from', () => {
    // "Missing at the roof edge: the guardrail" – the absence speaks of the guardrail, not the edge.
    expect(ids('At the roof edge missing the guardrail.')).toContain('roof-edge-fall');
    expect(ids('No hearing protection against the noise.')).toContain('occupational-noise');
    // A checklist line: the status after the colon speaks of the label.
    expect(ids('Forklift: not used.')).toEqual([]);
  });

  it('reads an "in place" word said not to be as an absence ("guardrail never installed")', () => {
    const [fall] = raised('The guardrail at the roof edge was never installed.');
    expect(fall!.hazard.id).toBe('roof-edge-fall');
    expect(fall!.controlsInPlace).toEqual([]);
  });

  it('gives a cue’s polarity to every protection it reaches, not only the nearest', () => {
    const states = read('Guardrails and hearing protection are in place.').map((f) => [f.hazard.id, f.state]);
    expect(states).toEqual(
      expect.arrayContaining([
        ['roof-edge-fall', 'controlled'],
        ['occupational-noise', 'controlled'],
      ]),
    );
  });

  it('lets a missing protection raise its hazard alone only when no other hazard lists it', () => {
    expect(ids('No hearing protection is worn in the shop.')).toEqual(['occupational-noise']);
    expect(ids('Work is done without local exhaust.')).toEqual([]);
    expect(ids('Solvent wiping is done without local exhaust.')).toEqual(['solvent-vapours']);
  });

  it('reads a lockout in place as control and a missing one as a hazard', () => {
    expect(ids('The conveyor is locked out before cleaning.')).toEqual([]);
    expect(ids('Lockout was not used during the repair.')).toContain('lockout-maintenance');
  });

  it('rates from the evidence: an incident, a recurrence, an amputation, a defeated safeguard', () => {
    const [press] = raised('A worker was injured again at the power press; his finger was amputated.');
    expect(press!.outcome).toMatchObject({ incident: true, recurrence: true, permanent: true });
    expect(rateFinding(press!)).toEqual({ likelihood: 5, severity: 5 });
    const [controlled] = raised('Noise is high near the mill. Hearing protection is worn by all operators.');
    expect(controlled!.controlsInPlace.join(' ')).toMatch(/worn/);
    expect(rateFinding(controlled!).likelihood).toBe(
      HAZARDS.find((h) => h.id === 'occupational-noise')!.likelihood - 1,
    );
  });

  it('reads Chinese by characters, with negation before and absence after', () => {
    expect(ids('仓库内叉车与行人混行，临边没有护栏，高度 6 米。', 'zh')).toEqual(
      expect.arrayContaining(['forklift-pedestrian', 'roof-edge-fall']),
    );
    expect(ids('本仓库未使用叉车。', 'zh')).toEqual([]);
    expect(ids('公司人才梯队建设。', 'zh')).toEqual([]);
    // A height written against the next character (3米高), and every protection a cue reaches.
    expect(ids('临边作业，高3米高，', 'zh')).toContain('roof-edge-fall');
    expect(read('临边已设置护栏和安全带。', 'zh').map((f) => [f.hazard.id, f.state])).toEqual([
      ['roof-edge-fall', 'controlled'],
    ]);
  });
});

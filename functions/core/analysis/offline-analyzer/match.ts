import { isReadableExcerpt } from '#shared/evidence-quality';
import type { Hazard } from '#shared/knowledge/types';
import type { Clue, ConceptRule } from '#shared/knowledge/vocabulary/rules';
import type { Language } from '#shared/languages';
import type { Lexicon } from './lexicon';
import { PROTECTIONS, isAbsent, readSentence, type Mention, type SentenceReading } from './read-sentence';
import { sentences } from './sentences';
import { sentenceLanguage } from './language';

/** A piece of text to search, with where it came from (for the evidence) and its language. */
export interface Segment {
  fileName: string | null;
  page: number | null;
  source: 'text' | 'ocr' | 'caption' | 'area' | 'instructions';
  text: string;
  language: Language;
}

export interface Evidence {
  fileName: string | null;
  page: number | null;
  source: Segment['source'] | 'sector';
  excerpt: string;
  /** OCR text that is no words: kept only while nothing else was read, never beside a real quote. */
  noise?: true;
}

/** A hazard read in the segments: raised (uncontrolled) or only seen under control. */
export interface Finding {
  hazard: Hazard;
  state: 'uncontrolled' | 'controlled';
  confidence: 'high' | 'medium' | 'low';
  evidence: Evidence[];
  /** The words that raised it (or, controlled, that showed the controls). */
  triggers: string[];
  /** Controls read as in place, where the hazard is also raised: credited, likelihood lowered. */
  controlsInPlace: string[];
  /** A protection there but defeated (bypassed, removed, down): exposure is happening. */
  defeated: boolean;
  outcome: { incident: boolean; recurrence: boolean; fatal: boolean; permanent: boolean };
  /** The greatest height read with it, in metres. */
  height: number | null;
}

const MAX_EXCERPT = 300;
const MAX_EVIDENCE = 5;
const MAX_TRIGGERS = 8;

const excerpt = (sentence: string) =>
  sentence.length <= MAX_EXCERPT ? sentence : `${sentence.slice(0, MAX_EXCERPT - 1)}…`;

interface Judgement {
  state: Finding['state'];
  confidence: 'high' | 'medium';
  triggers: string[];
  controlsInPlace: string[];
  defeated: boolean;
}

const clueOf = (clue: Clue) =>
  clue.replace(/:absent$/, '') as Exclude<Clue, `${string}:absent` | 'height' | 'heat' | 'cold'>;

/**
 * Temperatures a worker is exposed to: heat from 35 °C to 60 °C (hotter is a hot surface or a
 * process, not the air), cold at freezing and below.
 */
const HEAT_CELSIUS = [35, 60] as const;
const COLD_CELSIUS = 0;

function ruleHolds(rule: ConceptRule, reading: SentenceReading): string[] | null {
  const triggers: string[] = [];
  for (const clue of rule.all) {
    if (clue === 'height') {
      if (!reading.height) return null;
      triggers.push(reading.height.trigger);
      continue;
    }
    if (clue === 'heat' || clue === 'cold') {
      const t = reading.temperature;
      const holds =
        t &&
        (clue === 'heat'
          ? t.celsius >= HEAT_CELSIUS[0] && t.celsius <= HEAT_CELSIUS[1]
          : t.celsius <= COLD_CELSIUS);
      if (!holds) return null;
      triggers.push(t.trigger);
      continue;
    }
    const absent = clue.endsWith(':absent');
    const hit = reading.mentions.find(
      (m) =>
        m.clue === clueOf(clue) &&
        (absent ? isAbsent(m.polarity) : m.polarity !== 'negated' && !isAbsent(m.polarity)),
    );
    if (!hit) return null;
    triggers.push(hit.trigger);
  }
  return triggers;
}

/**
 * Whether one sentence raises a hazard, shows it under control, or says nothing of it. A term
 * raises it unless negated; a weak word needs a second clue of the same hazard; a rule raises it
 * when all its clues are there; a protection said absent raises it, said in place controls it.
 */
function judge(
  hazard: Hazard,
  rules: readonly ConceptRule[],
  familyClues: ReadonlySet<string>,
  reading: SentenceReading,
): Judgement | null {
  const own = reading.mentions.filter((m) => m.hazard === hazard.id);
  // The clue classes of the rules of the hazard's family ("andaimes sem guarda-corpo": a scaffold and
  // missing fall protection) are the second clue a weak word needs.
  const ruleClues = familyClues;
  const clueMentions = reading.mentions.filter(
    (m) => m.clue && ruleClues.has(m.clue) && m.polarity !== 'negated',
  );
  const affirmed = (m: Mention) => m.polarity !== 'negated';
  const terms = own.filter((m) => m.kind === 'term' && affirmed(m));
  const weak = own.filter((m) => m.kind === 'weak' && affirmed(m));
  // The family's protections count as the hazard's own ("guardrails installed" controls a roof-edge
  // fall), but like a control several hazards list: said absent, they need a clue of which hazard.
  const protections = clueMentions
    .filter((m) => PROTECTIONS.has(m.clue!))
    .map((m) => ({ ...m, shared: true }));
  const controls = [...own.filter((m) => m.kind === 'control'), ...protections];
  const absentControls = controls.filter((m) => isAbsent(m.polarity));
  const inPlace = controls.filter((m) => m.polarity === 'inPlace');
  const fired = rules.map((r) => ruleHolds(r, reading)).find((t) => t !== null) ?? null;
  const heightClue = hazard.family === 'falls' && reading.height ? [reading.height.trigger] : [];

  // Independent clues: different phrases in different words ("ladder" inside "climb the ladder" is
  // the same clue twice).
  const clues = [...own.filter(affirmed), ...clueMentions].sort(
    (a, b) => b.last - b.first - (a.last - a.first),
  );
  const independent: Mention[] = [];
  for (const m of clues)
    if (!independent.some((i) => i.phrase === m.phrase || (i.first <= m.last && m.first <= i.last)))
      independent.push(m);
  const secondClue = independent.length + heightClue.length >= 2;
  const source = terms.length > 0 || (weak.length > 0 && secondClue) || fired !== null;
  const absentByRule =
    fired !== null && rules.some((r) => r.all.some((c) => c.endsWith(':absent')) && ruleHolds(r, reading));
  // A missing protection reveals its hazard alone only when no other hazard lists it ("no hearing
  // protection"); "without local exhaust" needs a clue of which hazard (solvent, wood dust, fumes…).
  // What tells which hazard a missing shared protection is about: its own weak words, or a clue of
  // its own rules (an edge for a roof-edge fall); a height alone says "a fall", not "a scaffold".
  const ownClues = new Set<string>(rules.flatMap((r) => r.all.map(clueOf)));
  const context =
    weak.length > 0 ||
    clueMentions.some((m) => ownClues.has(m.clue!) && !PROTECTIONS.has(m.clue!)) ||
    (ownClues.has('height') && reading.height !== null);
  const controlAbsent =
    absentByRule ||
    absentControls.some((m) => !m.shared) ||
    (absentControls.length > 0 && (source || context));
  if (!source && !controlAbsent && inPlace.length === 0) return null;

  const triggers = [
    ...absentControls.map((m) => m.trigger),
    ...(fired ?? []),
    ...terms.map((m) => m.trigger),
    ...(source && weak.length ? weak.map((m) => m.trigger) : []),
    ...heightClue,
  ];
  const defeated = [...absentControls, ...clueMentions].some((m) => m.polarity === 'defeated');
  if (!controlAbsent && inPlace.length > 0)
    return {
      state: 'controlled',
      confidence: 'medium',
      triggers: inPlace.map((m) => m.trigger),
      controlsInPlace: inPlace.map((m) => m.trigger),
      defeated: false,
    };
  const high = fired !== null || (controlAbsent && source) || secondClue;
  return {
    state: 'uncontrolled',
    confidence: high ? 'high' : 'medium',
    triggers,
    controlsInPlace: inPlace.map((m) => m.trigger),
    defeated,
  };
}

/** Distinct words, without those a longer one already shows ("panel" beside "energized 480-volt panel"). */
function unique(items: readonly string[], max: number): string[] {
  const distinct = [...new Set(items.filter(Boolean))];
  const lower = distinct.map((t) => t.toLowerCase());
  return distinct
    .filter(
      (_, i) =>
        !lower.some((other, j) => j !== i && other.length > lower[i]!.length && other.includes(lower[i]!)),
    )
    .slice(0, max);
}

/**
 * Every hazard read in the segments, one finding per hazard however often it is mentioned, with
 * each sentence that raised it. Each sentence is read with the vocabulary of its own language.
 */
export function findHazards(
  hazards: readonly Hazard[],
  rules: readonly ConceptRule[],
  lexiconOf: (language: Language) => Lexicon,
  segments: readonly Segment[],
): Finding[] {
  const rulesOf = new Map<string, ConceptRule[]>();
  for (const rule of rules) rulesOf.set(rule.hazard, [...(rulesOf.get(rule.hazard) ?? []), rule]);
  const byId = new Map(hazards.map((h) => [h.id, h]));
  const familyClues = new Map<string, Set<string>>();
  for (const rule of rules) {
    const family = byId.get(rule.hazard)?.family;
    if (!family) continue;
    const clues = familyClues.get(family) ?? new Set<string>();
    for (const clue of rule.all) clues.add(clueOf(clue));
    familyClues.set(family, clues);
  }
  const raised = new Map<string, Finding>();
  const controlled = new Map<string, Finding>();

  for (const segment of segments) {
    const parts = sentences(segment.text);
    const readings = parts.map((sentence) => {
      const language = sentenceLanguage(sentence, segment.language);
      return readSentence(sentence, language, lexiconOf(language));
    });
    readings.forEach((reading, index) => {
      const candidates = new Set(reading.mentions.flatMap((m) => (m.hazard ? [m.hazard] : [])));
      for (const rule of rules) if (ruleHolds(rule, reading)) candidates.add(rule.hazard);
      // What happened is read in the sentence; a death or a permanent injury also in the next or the
      // previous one ("He fell from the scaffold. He died."). "Sales fell" beside it is not an incident.
      const around = [readings[index - 1], reading, readings[index + 1]].filter(Boolean) as SentenceReading[];
      const cue = (kind: keyof SentenceReading['cues']) =>
        (kind === 'fatal' || kind === 'permanent' ? around : [reading]).some(
          (r) => r.cues[kind] !== undefined,
        );
      for (const id of candidates) {
        const hazard = byId.get(id);
        if (!hazard) continue;
        const judgement = judge(
          hazard,
          rulesOf.get(id) ?? [],
          familyClues.get(hazard.family) ?? new Set(),
          reading,
        );
        if (!judgement) continue;
        const into = judgement.state === 'uncontrolled' ? raised : controlled;
        const finding: Finding = into.get(id) ?? {
          hazard,
          state: judgement.state,
          confidence: 'medium',
          evidence: [],
          triggers: [],
          controlsInPlace: [],
          defeated: false,
          outcome: { incident: false, recurrence: false, fatal: false, permanent: false },
          height: null,
        };
        if (judgement.confidence === 'high') finding.confidence = 'high';
        finding.triggers = unique([...finding.triggers, ...judgement.triggers], MAX_TRIGGERS);
        finding.controlsInPlace = unique(
          [...finding.controlsInPlace, ...judgement.controlsInPlace],
          MAX_TRIGGERS,
        );
        finding.defeated ||= judgement.defeated;
        if (judgement.state === 'uncontrolled') {
          finding.outcome = {
            incident: finding.outcome.incident || cue('incident') || cue('fatal') || cue('permanent'),
            recurrence: finding.outcome.recurrence || cue('recurrence'),
            fatal: finding.outcome.fatal || cue('fatal'),
            permanent: finding.outcome.permanent || cue('permanent'),
          };
          if (reading.height) finding.height = Math.max(finding.height ?? 0, reading.height.metres);
        }
        const quote = excerpt(parts[index]!);
        const noise = segment.source === 'ocr' && !isReadableExcerpt(quote, segment.language);
        if (!noise) finding.evidence = finding.evidence.filter((e) => !e.noise);
        const duplicate = finding.evidence.some(
          (e) => e.excerpt === quote && e.fileName === segment.fileName,
        );
        if (!duplicate && finding.evidence.length < MAX_EVIDENCE && !(noise && finding.evidence.length > 0))
          finding.evidence.push({
            fileName: segment.fileName,
            page: segment.page,
            source: segment.source,
            excerpt: quote,
            ...(noise ? { noise: true as const } : {}),
          });
        into.set(id, finding);
      }
    });
  }
  // Controls read in place elsewhere are credited to the raised hazard.
  for (const [id, finding] of controlled) {
    const open = raised.get(id);
    if (open)
      open.controlsInPlace = unique([...open.controlsInPlace, ...finding.controlsInPlace], MAX_TRIGGERS);
  }
  return [...raised.values(), ...[...controlled.values()].filter((f) => !raised.has(f.hazard.id))];
}

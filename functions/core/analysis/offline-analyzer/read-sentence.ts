import type { Language } from '#shared/languages';
import type { ClueClass } from '#shared/knowledge/vocabulary/types';
import { isCjk } from './language';
import { findOccurrences, type EntryKind, type Lexicon, type Occurrence } from './lexicon';
import { tokenize } from './tokens';

/** Clue classes that name a protection: said absent they reveal a hazard, said in place they control it. */
export const PROTECTIONS: ReadonlySet<ClueClass> = new Set([
  'fallProtection',
  'guard',
  'isolation',
  'dustControl',
  'ventilation',
]);

/** How a phrase is used in its sentence. */
export type Polarity = 'neutral' | 'negated' | 'absent' | 'defeated' | 'inPlace';

/** A protection said to be missing, or there but not working. */
export const isAbsent = (polarity: Polarity) => polarity === 'absent' || polarity === 'defeated';

export interface Mention {
  kind: 'term' | 'weak' | 'control' | 'clue';
  hazard?: string;
  clue?: ClueClass;
  phrase: string;
  polarity: Polarity;
  /** A control several hazards list: its absence alone does not tell which hazard it is. */
  shared?: boolean;
  /** Its first and last word in the sentence: phrases in the same words are not independent clues. */
  first: number;
  last: number;
  /** The words of the sentence, with the cue that set the polarity ("no guardrail", "garde-corps absent"). */
  trigger: string;
}

export interface SentenceReading {
  mentions: Mention[];
  /** A height of 1.8 m (6 ft) or more, in metres, with its words ("7 m"). */
  height: { metres: number; trigger: string } | null;
  /** The most extreme temperature written, in °C, with its words ("45 °C"). */
  temperature: { celsius: number; trigger: string } | null;
  /** Outcome and history cues, with their words. */
  cues: Partial<Record<'incident' | 'recurrence' | 'fatal' | 'permanent', string>>;
}

interface Windows {
  before: number;
  after: number;
  /** Words between two coordinated phrases ("no guardrail or harness"). */
  list: number;
}
const LATIN: Windows = { before: 3, after: 4, list: 1 };
/** Counted in characters. */
const CJK: Windows = { before: 4, after: 10, list: 1 };

const CONTENT: ReadonlySet<EntryKind> = new Set(['term', 'weak', 'control', 'clue']);
const MIN_HEIGHT_METRES = 1.8;
const FOOT = 0.3048;

const isProtection = (o: Occurrence) =>
  o.entry.kind === 'control' || (o.entry.kind === 'clue' && PROTECTIONS.has(o.entry.clue!));

/** Whether `text` holds `word` as a whole word (Chinese and Japanese: anywhere). */
function holds(text: string, word: string, cjk: boolean): boolean {
  if (cjk) return text.includes(word);
  const at = text.indexOf(word);
  if (at < 0) return false;
  const before = text[at - 1];
  const after = text[at + word.length];
  return (!before || !/\p{L}/u.test(before)) && (!after || !/\p{L}/u.test(after));
}

/**
 * The greatest height in the sentence: a number with a unit of length, unless the words around it
 * make it a distance ("within 7.5 m of", "à 2 m du bord") and none makes it a height ("7 m up").
 */
function heightIn(sentence: string, lexicon: Lexicon, cjk: boolean): SentenceReading['height'] {
  let best: SentenceReading['height'] = null;
  const { measures } = lexicon;
  for (const match of sentence.matchAll(lexicon.height)) {
    const value = Number(match[1]!.replace(',', '.'));
    const metres = match[3] ? value * FOOT : value;
    if (metres < MIN_HEIGHT_METRES || metres >= 500 || (best && metres <= best.metres)) continue;
    const start = match.index;
    const end = start + match[0].length;
    const before = sentence.slice(Math.max(0, start - 30), start).toLowerCase();
    const after = sentence.slice(end, end + 24).toLowerCase();
    const height = measures.height.some((w) => holds(before, w, cjk) || holds(after, w, cjk));
    const distance =
      measures.distanceBefore.some((w) => holds(before.slice(-20), w, cjk)) ||
      measures.distanceAfter.some((w) => after.trimStart().startsWith(w));
    if (!height && distance) continue;
    best = { metres, trigger: match[0].trim() };
  }
  return best;
}

const TEMPERATURE = /([-−]?\d+(?:[.,]\d+)?)\s*(?:°\s*([CF])\b|(℃)|(℉))/gu;

/** The temperature furthest from a comfortable 20 °C written in the sentence. */
function temperatureIn(sentence: string): SentenceReading['temperature'] {
  let best: SentenceReading['temperature'] = null;
  for (const match of sentence.matchAll(TEMPERATURE)) {
    const value = Number(match[1]!.replace('−', '-').replace(',', '.'));
    const celsius = match[2] === 'F' || match[4] ? ((value - 32) * 5) / 9 : value;
    if (!best || Math.abs(celsius - 20) > Math.abs(best.celsius - 20)) best = { celsius, trigger: match[0] };
  }
  return best;
}

/** Reads one sentence: which vocabulary phrases it holds, and whether each is negated, absent or in place. */
export function readSentence(sentence: string, language: Language, lexicon: Lexicon): SentenceReading {
  const tokens = tokenize(sentence, language);
  const all = findOccurrences(lexicon, tokens);
  const masked = new Set<number>();
  for (const o of all) if (o.entry.kind === 'idiom') for (let i = o.first; i <= o.last; i++) masked.add(i);
  const unmasked = all.filter((o) => {
    for (let i = o.first; i <= o.last; i++) if (masked.has(i)) return false;
    return true;
  });
  // The longest phrase owns its words: "arc" and "flash" of "arc flash" (electrical), "slipped" of
  // "screwdriver slipped" (hand tools) do not also raise another hazard.
  const hazardPhrase = (o: Occurrence) =>
    o.entry.kind === 'term' || o.entry.kind === 'weak' || o.entry.kind === 'control';
  const occurrences = unmasked.filter(
    (o) =>
      !hazardPhrase(o) ||
      !unmasked.some(
        (longer) =>
          hazardPhrase(longer) &&
          longer.entry.hazard !== o.entry.hazard &&
          longer.first <= o.first &&
          o.last <= longer.last &&
          longer.last - longer.first > o.last - o.first,
      ),
  );
  const windows = isCjk(language) ? CJK : LATIN;
  const content = occurrences.filter((o) => CONTENT.has(o.entry.kind)).sort((a, b) => a.first - b.first);
  const polarity = new Map<Occurrence, { polarity: Polarity; cue: Occurrence }>();
  const sameClause = (a: Occurrence, b: Occurrence) => tokens[a.first]!.clause === tokens[b.last]!.clause;
  const set = (o: Occurrence, value: Polarity, cue: Occurrence) => {
    const current = polarity.get(o)?.polarity;
    // Absent or negated outweighs in place: "guardrail installed but removed for the work".
    if (current && current !== 'neutral' && current !== 'inPlace') return;
    polarity.set(o, { polarity: value, cue });
  };

  // Words that are both an absence after a phrase and a negation before one ("fehlt", "missing"):
  // when they speak of the protection before them, they do not also negate what follows
  // ("Seitenschutz fehlt an der Attika"). Absences are read first for that.
  const spoken = new Set<string>();
  const order = (o: Occurrence) => (o.entry.kind === 'negation' ? 1 : 0);
  for (const cue of [...occurrences].sort((a, b) => order(a) - order(b))) {
    const kind = cue.entry.kind;
    if (kind === 'negation' && spoken.has(`${cue.first}:${cue.last}`)) continue;
    // "In place" said not to be: "sans séparation", "not installed", "nicht angebracht".
    const denied =
      kind === 'inPlace' &&
      occurrences.some(
        (n) =>
          n.entry.kind === 'negation' &&
          n.last < cue.first &&
          cue.first - n.last - 1 <= windows.list + 1 &&
          sameClause(n, cue) &&
          // Not a word of a phrase ("saugen statt kehren" is a control, "statt" in it negates nothing).
          !content.some((c) => c.first <= n.last && n.first <= c.last),
      );
    if (kind === 'negation') {
      // The first phrase after the cue, and those listed with it ("no guardrail or harness").
      let previous: Occurrence | null = null;
      for (const o of content) {
        if (o.first <= cue.last || !sameClause(o, cue)) continue;
        if (previous && o.first <= previous.last) {
          // The same words read as another phrase (a term and a clue): same polarity.
          set(o, isProtection(o) ? 'absent' : 'negated', cue);
          continue;
        }
        const gap = previous ? o.first - previous.last - 1 : o.first - cue.last - 1;
        if (gap > (previous ? windows.list : windows.before)) break;
        // A list goes on with phrases of the same kind ("no guardrail or harness", "no forklift or
        // truck"), not onto what the protection was for ("kein Atemschutz gegen Taubenkot").
        if (previous && isProtection(previous) !== isProtection(o)) break;
        set(o, isProtection(o) ? 'absent' : 'negated', cue);
        previous = o;
      }
    } else if (kind === 'absentAfter' || kind === 'defeated' || kind === 'inPlace') {
      // The phrases the cue can reach: after it, or (defeat, in place) also just before it.
      const near = content.filter((o) => {
        if (!sameClause(o, cue)) return false;
        const after = cue.first - o.last - 1;
        const before = o.first - cue.last - 1;
        const overlaps = cue.first <= o.last && o.first <= cue.last;
        return (
          overlaps ||
          (after >= 0 && after <= windows.after) ||
          (kind !== 'absentAfter' && before >= 0 && before <= windows.before)
        );
      });
      const distance = (o: Occurrence) =>
        Math.min(Math.abs(cue.first - o.last), Math.abs(o.first - cue.last));
      // Every protection the cue can reach ("dust mask and goggles were not worn"); failing one, for
      // an absence only, the nearest source ("forklifts are not used").
      // Verb-second order puts the absence between the place and the protection ("Am Gerüst fehlt der
      // Seitenschutz"): a protection just after the cue is what is missing, not the source before it.
      const following =
        kind === 'absentAfter'
          ? content.filter(
              (o) =>
                isProtection(o) &&
                sameClause(o, cue) &&
                o.first > cue.last &&
                o.first - cue.last - 1 <= windows.before,
            )
          : [];
      const protections = near.filter(isProtection).concat(near.some(isProtection) ? [] : following);
      const source = kind === 'absentAfter' ? near.sort((a, b) => distance(a) - distance(b))[0] : undefined;
      const targets = protections.length ? protections : source ? [source] : [];
      if (kind === 'absentAfter' && targets.some((t) => isProtection(t) && t.last < cue.first))
        spoken.add(`${cue.first}:${cue.last}`);
      for (const target of targets) {
        // Every phrase of the same kind read in the same words (a control and its clue class) takes it.
        // A source that contains the protection ("interlock bypassed" as a term) keeps its own reading.
        const same = content.filter(
          (c) => c.first <= target.last && target.first <= c.last && isProtection(c) === isProtection(target),
        );
        for (const o of same) {
          if (kind === 'inPlace') set(o, denied ? 'absent' : 'inPlace', cue);
          else if (!isProtection(o)) set(o, 'negated', cue);
          else set(o, kind === 'defeated' ? 'defeated' : 'absent', cue);
        }
      }
    }
  }

  const span = (a: Occurrence, b?: Occurrence) => {
    const first = Math.min(a.first, b?.first ?? a.first);
    const last = Math.max(a.last, b?.last ?? a.last);
    return sentence.slice(tokens[first]!.start, tokens[last]!.end).trim();
  };
  const mentions: Mention[] = content.map((o) => {
    const p = polarity.get(o);
    const mention: Mention = {
      kind: o.entry.kind as Mention['kind'],
      phrase: o.entry.phrase,
      polarity: p?.polarity ?? 'neutral',
      trigger: span(o, p?.cue).slice(0, 120),
      first: o.first,
      last: o.last,
    };
    if (o.entry.hazard) mention.hazard = o.entry.hazard;
    if (o.entry.shared) mention.shared = true;
    if (o.entry.clue) mention.clue = o.entry.clue;
    return mention;
  });
  const cues: SentenceReading['cues'] = {};
  for (const o of occurrences) {
    const kind = o.entry.kind;
    if (
      (kind === 'incident' || kind === 'recurrence' || kind === 'fatal' || kind === 'permanent') &&
      !cues[kind]
    )
      cues[kind] = span(o);
  }
  return {
    mentions,
    height: heightIn(sentence, lexicon, isCjk(language)),
    temperature: temperatureIn(sentence),
    cues,
  };
}

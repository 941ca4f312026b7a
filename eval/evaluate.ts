import type { RiskFamily } from '#shared/knowledge/codes';
import { LANGUAGE_CODES, type Language } from '#shared/languages';
import type { EvalCase } from './types';

/** What an analysis reported for one case: the families of its observed risks, and their levels. */
export interface CaseOutcome {
  families: readonly RiskFamily[];
  levels: readonly string[];
}

export interface CaseScore {
  case: EvalCase;
  found: RiskFamily[];
  missed: RiskFamily[];
  wrong: RiskFamily[];
  /** High or critical risks raised on a benign text. */
  benignHigh: number;
}

export interface Figures {
  cases: number;
  expected: number;
  hits: number;
  reported: number;
  correct: number;
  recall: number;
  precision: number;
  benignHigh: number;
}

/** The floors of issue 11: recall 85 % overall and 75 % in every language, precision 80 %, no High on benign texts. */
export const FLOORS = { recall: 0.85, recallPerLanguage: 0.75, precision: 0.8, benignHigh: 0 } as const;

export function scoreCase(evalCase: EvalCase, outcome: CaseOutcome): CaseScore {
  const found = [...new Set(outcome.families)];
  const allowed = new Set<RiskFamily>([...evalCase.expected, ...evalCase.acceptable]);
  return {
    case: evalCase,
    found,
    missed: evalCase.expected.filter((f) => !found.includes(f)),
    wrong: found.filter((f) => !allowed.has(f)),
    benignHigh:
      evalCase.kind === 'benign' ? outcome.levels.filter((l) => l === 'high' || l === 'critical').length : 0,
  };
}

/** Micro-averaged: every expected family counts once, every reported family counts once. */
export function figures(scores: readonly CaseScore[]): Figures {
  const expected = scores.reduce((n, s) => n + s.case.expected.length, 0);
  const hits = scores.reduce((n, s) => n + s.case.expected.length - s.missed.length, 0);
  const reported = scores.reduce((n, s) => n + s.found.length, 0);
  const correct = reported - scores.reduce((n, s) => n + s.wrong.length, 0);
  return {
    cases: scores.length,
    expected,
    hits,
    reported,
    correct,
    recall: expected ? hits / expected : 1,
    precision: reported ? correct / reported : 1,
    benignHigh: scores.reduce((n, s) => n + s.benignHigh, 0),
  };
}

export interface Report {
  overall: Figures;
  byLanguage: Record<Language, Figures>;
  scores: CaseScore[];
  /** Each floor not met, in words; empty when all hold. */
  failures: string[];
}

export function report(scores: CaseScore[]): Report {
  const byLanguage = Object.fromEntries(
    LANGUAGE_CODES.map((l) => [l, figures(scores.filter((s) => s.case.language === l))]),
  ) as Record<Language, Figures>;
  const overall = figures(scores);
  const failures: string[] = [];
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  if (overall.recall < FLOORS.recall) failures.push(`recall ${pct(overall.recall)} < ${pct(FLOORS.recall)}`);
  if (overall.precision < FLOORS.precision)
    failures.push(`precision ${pct(overall.precision)} < ${pct(FLOORS.precision)}`);
  if (overall.benignHigh > FLOORS.benignHigh)
    failures.push(`${overall.benignHigh} High or Critical risk(s) on benign texts`);
  for (const [language, f] of Object.entries(byLanguage))
    if (f.cases && f.recall < FLOORS.recallPerLanguage)
      failures.push(`recall in ${language} ${pct(f.recall)} < ${pct(FLOORS.recallPerLanguage)}`);
  return { overall, byLanguage, scores, failures };
}

/** The report as a table, with each miss and false alarm. */
export function formatReport(r: Report, title: string): string {
  const pct = (n: number) => `${(n * 100).toFixed(1).padStart(5)} %`;
  const row = (name: string, f: Figures) =>
    `${name.padEnd(8)} ${String(f.cases).padStart(5)} ${pct(f.recall)} (${f.hits}/${f.expected}) ${pct(f.precision)} (${f.correct}/${f.reported})  ${f.benignHigh}`;
  const lines = [
    title,
    `language  cases   recall             precision          High on benign`,
    ...Object.entries(r.byLanguage).map(([l, f]) => row(l, f)),
    row('overall', r.overall),
    '',
  ];
  for (const s of r.scores) {
    if (!s.missed.length && !s.wrong.length && !s.benignHigh) continue;
    lines.push(
      `  ${s.case.id} (${s.case.kind})${s.missed.length ? ` missed ${s.missed.join(', ')}` : ''}${s.wrong.length ? ` wrong ${s.wrong.join(', ')}` : ''}${s.benignHigh ? ` ${s.benignHigh} High on benign` : ''}`,
    );
  }
  lines.push('', r.failures.length ? `FLOORS NOT MET: ${r.failures.join('; ')}` : 'All floors hold.');
  return lines.join('\n');
}

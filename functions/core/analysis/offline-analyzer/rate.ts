import type { Hazard } from '#shared/knowledge/types';
import { residualLevelOf, type RiskLevel } from '#shared/schemas/analysis';
import type { Finding } from './match';

/** A fall from this height or more can kill: severity 5 whatever the hazard's typical rating. */
const FATAL_FALL_METRES = 3;

const clamp = (n: number) => Math.min(5, Math.max(1, n));

/**
 * Likelihood and severity from what was read, starting from the hazard's typical rating: an
 * incident that happened or recurs, or a safeguard defeated, makes it more likely; controls read
 * in place, or a bare mention with nothing about its conditions, make it less; the outcome
 * described (death, amputation, a fall from over 3 m) sets the severity.
 */
export function rateFinding(finding: Finding): { likelihood: number; severity: number } {
  const { hazard, outcome } = finding;
  let likelihood = hazard.likelihood;
  if (outcome.incident || finding.defeated) likelihood++;
  if (outcome.recurrence) likelihood++;
  if (finding.controlsInPlace.length) likelihood--;
  // One mention of the hazard and nothing about its conditions (no missing safeguard, no second
  // clue, nothing that happened): present, but how likely it is must be checked on site.
  const bare =
    finding.confidence === 'medium' && !outcome.incident && !outcome.recurrence && !finding.defeated;
  if (bare && !finding.controlsInPlace.length) likelihood--;
  let severity = hazard.severity;
  if (outcome.fatal || outcome.permanent) severity = 5;
  if (hazard.family === 'falls' && (finding.height ?? 0) > FATAL_FALL_METRES) severity = 5;
  return { likelihood: clamp(likelihood), severity: clamp(severity) };
}

/** Residual risk once the proposed engineering-or-better controls are in place: an estimate, to be judged on site. */
export function residualLevel(hazard: Hazard, likelihood: number, severity: number): RiskLevel {
  return residualLevelOf(hazard.controls, likelihood, severity);
}

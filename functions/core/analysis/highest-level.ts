import { RISK_LEVELS, type RiskLevel } from '#shared/schemas/analysis';

/** The highest level among risks (the dashboard filters reports by it); null without risks. */
export function highestLevelOf(risks: readonly { level: RiskLevel }[]): RiskLevel | null {
  let highest = -1;
  for (const risk of risks) highest = Math.max(highest, RISK_LEVELS.indexOf(risk.level));
  return highest < 0 ? null : RISK_LEVELS[highest]!;
}

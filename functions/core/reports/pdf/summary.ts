import type { AnalysisResult, Risk, RiskLevel } from '#shared/schemas/analysis';
import { fill, type ReportLabels } from './labels';

export const LEVELS_HIGH_FIRST: readonly RiskLevel[] = ['critical', 'high', 'medium', 'low'];

/** How many of the kept risks are at each level, highest level first. */
export function levelCounts(risks: readonly Risk[]): { level: RiskLevel; count: number }[] {
  return LEVELS_HIGH_FIRST.map((level) => ({ level, count: risks.filter((r) => r.level === level).length }));
}

/** "Risques retenus pour ce rapport : 3 — Critique : 2, Élevé : 1": the report counts its own risks. */
export function keptSummaryLine(labels: ReportLabels, risks: readonly Risk[]): string {
  const byLevel = levelCounts(risks)
    .filter(({ count }) => count > 0)
    .map(({ level, count }) => `${labels.levels[level]}${labels.colon}${count}`)
    .join(labels.listSeparator);
  const head = fill(labels.office.keptCount, { count: risks.length });
  return byLevel ? `${head} — ${byLevel}` : head;
}

/**
 * Whether the analysis's own summary still describes the report: a Bedrock narrative, with every
 * risk of the analysis kept and none added by the adviser or merged. The offline engine's summary
 * only counts the risks it found, which the report's own line says for the kept ones.
 */
export function analysisSummaryHolds(analysis: AnalysisResult, risks: readonly Risk[]): boolean {
  return (
    analysis.analyzer === 'bedrock' &&
    analysis.summary.trim() !== '' &&
    risks.length === analysis.risks.length &&
    !analysis.risks.some((risk) => risk.origin === 'adviser' || (risk.mergedFrom?.length ?? 0) > 0)
  );
}

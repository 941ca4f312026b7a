import { CONTROL_LEVELS, type ControlLevel } from '#shared/knowledge/codes';

export interface ControlGroup {
  level: ControlLevel;
  texts: string[];
}

/**
 * A risk's controls grouped by level of the hierarchy of controls, most effective first
 * (elimination, substitution, engineering, administrative, PPE); empty levels left out.
 */
export function groupControls(controls: readonly { level: ControlLevel; text: string }[]): ControlGroup[] {
  return CONTROL_LEVELS.map((level) => ({
    level,
    texts: controls.filter((control) => control.level === level).map((control) => control.text),
  })).filter((group) => group.texts.length > 0);
}

/**
 * The risks found in one file: those its document analysis names (by id or title) and those
 * whose evidence quotes it, in the analysis' order; names that match no risk are kept as text.
 */
export function risksForFile<
  R extends { riskId: string; title: string; evidence: readonly { fileName: string | null }[] },
>(
  fileName: string,
  risks: readonly R[],
  risksIdentified: readonly string[],
): { risks: R[]; others: string[] } {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const named = (risk: R) =>
    risksIdentified.some((text) => same(text, risk.riskId) || same(text, risk.title));
  const found = risks.filter(
    (risk) => named(risk) || risk.evidence.some((item) => item.fileName === fileName),
  );
  const others = risksIdentified.filter(
    (text, index) =>
      text.trim() !== '' &&
      !risks.some((risk) => same(text, risk.riskId) || same(text, risk.title)) &&
      risksIdentified.findIndex((other) => same(other, text)) === index,
  );
  return { risks: found, others };
}

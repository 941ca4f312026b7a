import type { CONTROL_LEVELS } from '#shared/knowledge/codes';

export interface RiskFormValues {
  title: string;
  description: string;
  likelihood: number;
  severity: number;
  note: string;
  controls: { level: (typeof CONTROL_LEVELS)[number]; text: string }[];
}

/** The fields that differ from what was shown: a PATCH sends only those (trimmed). */
export function changedFields(before: RiskFormValues, after: RiskFormValues): Partial<RiskFormValues> {
  const changes: Partial<RiskFormValues> = {};
  if (after.title.trim() !== before.title) changes.title = after.title.trim();
  if (after.description.trim() !== before.description) changes.description = after.description.trim();
  if (after.likelihood !== before.likelihood) changes.likelihood = after.likelihood;
  if (after.severity !== before.severity) changes.severity = after.severity;
  if (after.note.trim() !== before.note) changes.note = after.note.trim();
  const controls = after.controls.map((c) => ({ level: c.level, text: c.text.trim() }));
  if (JSON.stringify(controls) !== JSON.stringify(before.controls)) changes.controls = controls;
  return changes;
}

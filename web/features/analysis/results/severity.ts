/**
 * Severity normalisation: the product shows High, Medium or Low
 * (critical counts as high), an unknown value as given, and "Not specified" when empty.
 * The colour keeps critical apart: critical red, high orange, medium yellow, low green.
 */
export type SeverityLabel = 'high' | 'medium' | 'low' | 'notSpecified';
export type SeverityTone = 'critical' | 'high' | 'medium' | 'low' | 'none';

export interface NormalisedSeverity {
  /** The label key to show; null when the value is unknown and is shown as given. */
  label: SeverityLabel | null;
  tone: SeverityTone;
}

/** Lower case without accents, so 'Élevé', 'eleve' and 'ÉLEVÉ' compare equal. */
function plain(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
}

const WORDS: Record<Exclude<SeverityTone, 'none'>, readonly string[]> = {
  critical: ['critical', 'critique'],
  high: ['high', 'eleve', 'elevee'],
  medium: ['medium', 'moderate', 'modere', 'moderee', 'moyen', 'moyenne'],
  low: ['low', 'faible'],
};

export function normaliseSeverity(value: string | null | undefined): NormalisedSeverity {
  const key = plain(value ?? '');
  if (!key) return { label: 'notSpecified', tone: 'none' };
  for (const tone of ['critical', 'high', 'medium', 'low'] as const) {
    if (WORDS[tone].includes(key)) return { label: tone === 'critical' ? 'high' : tone, tone };
  }
  return { label: null, tone: 'none' };
}

/** Badge classes per tone: the text carries the meaning, the colour repeats it. */
export const SEVERITY_CLASSES: Record<SeverityTone, string> = {
  critical: 'bg-red-50 text-red-800 ring-red-600/25',
  high: 'bg-orange-50 text-orange-800 ring-orange-600/25',
  medium: 'bg-yellow-50 text-yellow-800 ring-yellow-600/30',
  low: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  none: 'bg-slate-100 text-slate-700 ring-slate-500/25',
};

/**
 * What a risk's badge shows: its own severity label when it has one (the analysis wrote it
 * in the report language), otherwise the normalised label of its level; the colour comes
 * from the level, which is always one of the four bands, else from the label.
 */
export function severityBadge(
  severityLabel: string | null | undefined,
  level: string | null | undefined,
): { text: string | null; label: SeverityLabel | null; tone: SeverityTone } {
  const fromLevel = normaliseSeverity(level);
  const fromLabel = normaliseSeverity(severityLabel);
  const tone = fromLevel.tone !== 'none' ? fromLevel.tone : fromLabel.tone;
  const own = severityLabel?.trim();
  if (own) return { text: own, label: null, tone };
  return { text: null, label: fromLevel.label ?? 'notSpecified', tone };
}

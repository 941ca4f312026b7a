import { rgb } from 'pdf-lib';
import type { RGB } from 'pdf-lib';
import type { RiskLevel } from '#shared/schemas/analysis';
import type { ReportLabels } from './labels';

/** Sizes and colours shared by every section, so the report looks the same throughout. */

export const MARGIN = 48;
export const FOOTER_SIZE = 7;
export const BODY_SIZE = 9.5;

export const LEVEL_COLOURS: Record<RiskLevel, RGB> = {
  low: rgb(0.55, 0.8, 0.45),
  medium: rgb(1, 0.88, 0.35),
  high: rgb(1, 0.6, 0.2),
  critical: rgb(0.9, 0.22, 0.2),
};
export const TEXT = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.38, 0.42);
export const ACCENT = rgb(0.1, 0.27, 0.5);
export const RULE = rgb(0.75, 0.77, 0.8);

export function levelText(labels: ReportLabels, level: RiskLevel): string {
  return labels.levels[level];
}

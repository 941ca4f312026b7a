import type { Language } from '#shared/languages';
import type { ControlledHazard } from '#shared/schemas/analysis';
import type { ReportLabels } from './labels';
import type { Flow } from './layout';
import { MUTED } from './theme';
import { evidenceLines, quotedWords } from './words';

/**
 * Hazards the documents show under control: not risks, listed after them so the reader sees
 * what the engine credited. Left out when there are none.
 */
export function drawControlled(
  flow: Flow,
  labels: ReportLabels,
  hazards: readonly ControlledHazard[],
  language: Language,
): void {
  if (hazards.length === 0) return;
  flow.heading(labels.controlledTitle);
  flow.text(labels.controlledIntro, { color: MUTED, gapAfter: 4 });
  for (const hazard of hazards) {
    flow.ensure(40);
    flow.text(hazard.title, { bold: true });
    if (hazard.triggers.length > 0) {
      flow.field(labels.controlledTriggers, quotedWords(labels, hazard.triggers), labels.colon, {
        indent: 6,
      });
    }
    for (const line of evidenceLines(labels, hazard.evidence, language)) flow.bullet(line, { indent: 6 });
    flow.space(5);
  }
}

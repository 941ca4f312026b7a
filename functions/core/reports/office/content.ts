import type { RGB } from 'pdf-lib';
import { formatArticles } from '#shared/knowledge/articles';
import { CONTROL_LEVELS, type ControlLevel } from '#shared/knowledge/types';
import type { Language } from '#shared/languages';
import type { AnalysisResult, DocumentAnalysis, Risk, RiskLevel } from '#shared/schemas/analysis';
import { LEVEL_COLOURS } from '../pdf/theme';
import type { ReportAction, ReportInput } from '../pdf/types';
import type { OfficeLabels } from './labels';

/**
 * What the Word and Excel exports say, read from the same ReportInput as the PDF: the kept risks,
 * their actions, citations and recommendations, and the document summaries cleared of left-out risks.
 */

/** The selected risks, in analysis order; ids the analysis does not have are ignored. */
export function selectedRisks(analysis: AnalysisResult, selectedRiskIds: string[]): Risk[] {
  const keep = new Set(selectedRiskIds);
  return analysis.risks.filter((r) => keep.has(r.riskId));
}

/** The kept risks, in the analysis's order (the PDF's selection). */
export function keptRisks(input: ReportInput): Risk[] {
  return selectedRisks(input.analysis, input.selectedRiskIds);
}

/** The actions of the kept risks, by due date (an action of a left-out risk is not reported). */
export function keptActions(input: ReportInput, risks: readonly Risk[]): ReportAction[] {
  const kept = new Set(risks.map((risk) => risk.riskId));
  return (input.actions ?? [])
    .filter((action) => kept.has(action.riskId))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

/** The risk's controls grouped by level, most effective level first; empty levels left out. */
export function controlsByLevel(risk: Risk): { level: ControlLevel; texts: string[] }[] {
  return CONTROL_LEVELS.map((level) => ({
    level,
    texts: risk.controls.filter((control) => control.level === level).map((control) => control.text),
  })).filter((group) => group.texts.length > 0);
}

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The recommendations that say more than the controls (they are often the controls' own texts). */
export function extraRecommendations(risk: Risk): string[] {
  const controls = new Set(risk.controls.map((control) => normalised(control.text)));
  return risk.recommendations.filter((text) => !controls.has(normalised(text)));
}

/** "Instrument, art. 12 à 15 (confirmée) — subject"; an article not given is said to be unconfirmed. */
export function citationLine(labels: OfficeLabels, citation: Risk['citations'][number], language: Language) {
  const status = citation.status === 'confirmed' ? labels.office.confirmed : labels.unconfirmed;
  const articles = citation.articles
    ? `${formatArticles(citation.articles, language)} (${status})`
    : labels.articleNotConfirmed;
  return `${citation.instrument}, ${articles} — ${citation.subject}`;
}

/**
 * A document's summary without the sentences that name a risk left out of the report (the engine's
 * summary lists every hazard it found in the file), and the kept risks the file raised.
 */
export function documentSummary(
  document: DocumentAnalysis,
  risks: readonly Risk[],
  allRisks: readonly Risk[],
  locale: string,
): { text: string; risks: Risk[] } {
  const kept = new Set(risks.map((risk) => risk.riskId));
  const leftOutNames = allRisks
    .filter((risk) => !kept.has(risk.riskId))
    .flatMap((risk) => [risk.riskId, risk.title, risk.original?.title ?? ''])
    .filter((name) => name.trim().length > 0)
    .map(normalised);
  const sentences = [...new Intl.Segmenter(locale, { granularity: 'sentence' }).segment(document.summary)]
    .map((part) => part.segment)
    .filter((sentence) => !leftOutNames.some((name) => normalised(sentence).includes(name)));
  return {
    text: sentences.join('').trim(),
    risks: risks.filter((risk) => document.risksIdentified.includes(risk.riskId)),
  };
}

/** A colour of the PDF's theme in hex (RRGGBB), as Word and Excel take it. */
export function hexOf({ red, green, blue }: RGB): string {
  const byte = (channel: number) =>
    Math.round(channel * 255)
      .toString(16)
      .padStart(2, '0');
  return `${byte(red)}${byte(green)}${byte(blue)}`.toUpperCase();
}

/** A level's colour as the PDF's matrix draws it. */
export function levelHex(level: RiskLevel): string {
  return hexOf(LEVEL_COLOURS[level]);
}

/** Who signs, line by line: "Jeanne Tremblay, CRSP", their title, their organisation; empty lines left out. */
export function signerLines(cover: ReportInput['cover']): string[] {
  if (!cover) return [];
  const name = [cover.adviserName, cover.credentials].filter((part) => part.trim() !== '').join(', ');
  return [name, cover.adviserTitle, cover.organisation].filter((line) => line.trim() !== '');
}

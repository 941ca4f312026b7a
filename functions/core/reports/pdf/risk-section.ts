import { formatArticles } from '#shared/knowledge/articles';
import type { Language } from '#shared/languages';
import { CONTROL_LEVELS } from '#shared/knowledge/types';
import type { Risk } from '#shared/schemas/analysis';
import { extraRecommendations } from '../office/content';
import { fill } from './labels';
import type { ReportLabels } from './labels';
import type { Flow } from './layout';
import { textWidth, wrapText } from './text';
import { ACCENT, LEVEL_COLOURS, MARGIN, MUTED, TEXT, levelText } from './theme';
import { evidenceLines, quotedWords } from './words';

/**
 * One risk's block: title with level badge, rating, confidence, basis, the words that raised it
 * and the controls read as in place, evidence, controls by level, citations, recommendations
 * that are not the controls again.
 */
export function drawRisk(flow: Flow, labels: ReportLabels, risk: Risk, language: Language): void {
  const c = labels.colon;
  flow.ensure(90);
  flow.space(6);
  // Title bar with the level colour.
  const titleSize = 11.5;
  const badge = levelText(labels, risk.level);
  const badgeW = textWidth(flow.bold, badge, 8.5) + 10;
  const titleLines = wrapText(
    `${risk.riskId} — ${risk.title}`,
    flow.bold,
    titleSize,
    flow.contentWidth - badgeW - 8,
  );
  const barTop = flow.y;
  flow.page.drawRectangle({
    x: MARGIN + flow.contentWidth - badgeW,
    y: barTop - 14,
    width: badgeW,
    height: 14,
    color: LEVEL_COLOURS[risk.level],
  });
  flow.page.drawText(badge, {
    x: MARGIN + flow.contentWidth - badgeW + 5,
    y: barTop - 10.5,
    size: 8.5,
    font: flow.bold,
    color: TEXT,
  });
  for (const line of titleLines) {
    flow.ensure(titleSize * 1.35);
    flow.page.drawText(line, {
      x: MARGIN,
      y: flow.y - titleSize,
      size: titleSize,
      font: flow.bold,
      color: ACCENT,
    });
    flow.y -= titleSize * 1.35;
  }
  flow.space(2);
  flow.text(
    fill(labels.severityLine, {
      label: levelText(labels, risk.level),
      l: risk.likelihood,
      s: risk.severity,
      score: risk.riskScore,
    }),
    { bold: true },
  );
  flow.field(labels.confidence, labels.confidenceLevels[risk.confidence], c, { size: 9 });
  flow.text(risk.basis === 'observed' ? labels.basisObserved : labels.basisTypical, {
    size: 8.5,
    color: MUTED,
    gapAfter: 3,
  });
  if (risk.triggers.length > 0) {
    flow.field(labels.triggers, quotedWords(labels, risk.triggers), c, { gapAfter: 2 });
  }
  if (risk.controlsInPlace.length > 0) {
    flow.field(labels.controlsInPlace, risk.controlsInPlace.join(labels.listSeparator), c, { gapAfter: 2 });
  }
  flow.field(labels.description, risk.description, c, { gapAfter: 3 });

  flow.text(labels.evidence, { bold: true });
  for (const line of evidenceLines(labels, risk.evidence, language)) flow.bullet(line, { indent: 6 });
  flow.space(3);

  flow.text(labels.controls, { bold: true });
  for (const level of CONTROL_LEVELS) {
    const controls = risk.controls.filter((ctl) => ctl.level === level);
    if (controls.length === 0) continue;
    // One control at a level reads on the level's line; several are listed under it.
    if (controls.length === 1) {
      flow.field(labels.controlLevels[level], controls[0]!.text, c, { indent: 6, gapAfter: 1 });
      continue;
    }
    flow.text(labels.controlLevels[level], { bold: true, size: 9, indent: 6, color: ACCENT });
    for (const ctl of controls) flow.bullet(ctl.text, { indent: 12 });
  }
  flow.space(3);
  flow.field(labels.residual, levelText(labels, risk.residualLevel), c, { gapAfter: 3 });

  if (risk.citations.length > 0) {
    flow.text(labels.citations, { bold: true });
    for (const ct of risk.citations) {
      const articles = ct.articles ? formatArticles(ct.articles, language) : labels.articleNotConfirmed;
      const status = ct.status === 'unconfirmed' && ct.articles !== null ? ` (${labels.unconfirmed})` : '';
      flow.bullet(`${ct.instrument}, ${articles}${status} — ${ct.subject}`, { indent: 6 });
    }
    flow.space(3);
  }
  // The engines often recommend the controls themselves: those are printed once, above.
  const recommendations = extraRecommendations(risk);
  if (recommendations.length > 0) {
    flow.text(labels.recommendations, { bold: true });
    for (const rec of recommendations) flow.bullet(rec, { indent: 6 });
    flow.space(3);
  }
  flow.space(4);
  flow.text(labels.responsibleLine, { gapAfter: 4 });
  flow.rule(4);
}

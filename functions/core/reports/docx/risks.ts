import type { Paragraph } from 'docx';
import type { Language } from '#shared/languages';
import type { AnalysisResult, Risk } from '#shared/schemas/analysis';
import { fill } from '../pdf/labels';
import { evidenceLine, quotedWords } from '../pdf/words';
import { citationLine, controlsByLevel, extraRecommendations, levelHex } from '../office/content';
import type { OfficeLabels } from '../office/labels';
import { ACCENT, MUTED, bullet, field, heading, label, paragraph, run } from './blocks';

/** One kept risk: its heading, rating, what raised it, evidence, controls by level, citations, note. */
function riskBlocks(risk: Risk, labels: OfficeLabels, language: Language): Paragraph[] {
  const c = labels.colon;
  const byAdviser = risk.origin === 'adviser';
  const blocks: Paragraph[] = [
    heading(`${risk.riskId} — ${risk.title}`, 2),
    paragraph(
      [
        run(` ${labels.levels[risk.level]} `, { bold: true, fill: levelHex(risk.level) }),
        run(
          `  ${fill(labels.severityLine, { label: labels.levels[risk.level], l: risk.likelihood, s: risk.severity, score: risk.riskScore })}`,
          { bold: true },
        ),
      ],
      { keepNext: true },
    ),
    paragraph([
      run(`${labels.residual}${c}`, { bold: true }),
      run(` ${labels.levels[risk.residualLevel]} `, { fill: levelHex(risk.residualLevel) }),
    ]),
  ];
  // The engine's confidence and reading say nothing of a finding the adviser wrote themselves.
  if (byAdviser) {
    blocks.push(paragraph(labels.office.adviserFinding, { italics: true, color: ACCENT }));
  } else {
    blocks.push(
      field(labels.confidence, labels.confidenceLevels[risk.confidence], c),
      paragraph(risk.basis === 'observed' ? labels.basisObserved : labels.basisTypical, {
        size: 18,
        color: MUTED,
      }),
    );
    if (risk.triggers.length > 0) blocks.push(field(labels.triggers, quotedWords(labels, risk.triggers), c));
  }
  if (risk.controlsInPlace.length > 0) {
    blocks.push(field(labels.controlsInPlace, risk.controlsInPlace.join(labels.listSeparator), c));
  }
  blocks.push(field(labels.description, risk.description, c));

  blocks.push(label(labels.evidence), ...risk.evidence.map((e) => bullet(evidenceLine(labels, e))));

  blocks.push(label(labels.controls));
  for (const group of controlsByLevel(risk)) {
    blocks.push(
      paragraph(labels.controlLevels[group.level], { bold: true, color: ACCENT, keepNext: true }),
      ...group.texts.map((text) => bullet(text)),
    );
  }
  const recommendations = extraRecommendations(risk);
  if (recommendations.length > 0) {
    blocks.push(label(labels.recommendations), ...recommendations.map((text) => bullet(text)));
  }
  if (risk.citations.length > 0) {
    blocks.push(
      label(labels.citations),
      ...risk.citations.map((citation) => bullet(citationLine(labels, citation, language))),
    );
  }
  if (risk.note?.trim()) blocks.push(field(labels.office.adviserNote, risk.note.trim(), c));
  return blocks;
}

/** The kept risks: those observed first, then the ones typical of the activity under their own line, as in the PDF. */
export function risksBlocks(risks: Risk[], labels: OfficeLabels, language: Language): Paragraph[] {
  const observed = risks.filter((risk) => risk.basis !== 'typical');
  const typical = risks.filter((risk) => risk.basis === 'typical');
  return [
    heading(labels.risksTitle, 1, true),
    ...(risks.length === 0 ? [paragraph(labels.noSelectedRisks, { color: MUTED })] : []),
    ...observed.flatMap((risk) => riskBlocks(risk, labels, language)),
    ...(typical.length > 0
      ? [paragraph(labels.typicalTitle, { bold: true, size: 24, color: ACCENT, keepNext: true })]
      : []),
    ...typical.flatMap((risk) => riskBlocks(risk, labels, language)),
  ];
}

/** The hazards the documents show under control: listed, not counted as risks. */
export function controlledBlocks(analysis: AnalysisResult, labels: OfficeLabels): Paragraph[] {
  if (analysis.controlled.length === 0) return [];
  const c = labels.colon;
  return [
    heading(labels.controlledTitle, 1),
    paragraph(labels.controlledIntro, { color: MUTED }),
    ...analysis.controlled.flatMap((hazard) => [
      label(hazard.title),
      field(labels.controlledTriggers, quotedWords(labels, hazard.triggers), c),
      ...hazard.evidence.map((e) => bullet(evidenceLine(labels, e))),
    ]),
  ];
}

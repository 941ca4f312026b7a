import type { Workbook } from 'exceljs';
import type { Language } from '#shared/languages';
import type { Risk } from '#shared/schemas/analysis';
import { evidenceLine } from '../pdf/words';
import { citationLine, controlsByLevel } from '../office/content';
import type { OfficeLabels } from '../office/labels';
import { addSheet, type CellInput, type Column } from './sheet';

/** "Risk register": one row per kept risk, its rating, controls, citations, evidence and note. */
export function addRiskRegister(
  workbook: Workbook,
  risks: readonly Risk[],
  labels: OfficeLabels,
  language: Language,
): void {
  const { columns, origins } = labels.office;
  const { families } = labels;
  const header: Column[] = [
    { header: columns.riskId, width: 12 },
    { header: columns.family, width: 20 },
    { header: columns.title, width: 36 },
    { header: labels.description, width: 60 },
    { header: columns.likelihood, width: 12, kind: 'number' },
    { header: columns.severity, width: 12, kind: 'number' },
    { header: columns.score, width: 12, kind: 'number' },
    { header: labels.office.level, width: 13, kind: 'level' },
    { header: labels.residual, width: 15, kind: 'level' },
    { header: labels.controls, width: 60 },
    { header: labels.citations, width: 50 },
    { header: labels.evidence, width: 60 },
    { header: labels.office.adviserNote, width: 40 },
    { header: columns.origin, width: 22 },
  ];
  const rows: CellInput[][] = risks.map((risk) => [
    risk.riskId,
    families[risk.family],
    risk.title,
    risk.description,
    risk.likelihood,
    risk.severity,
    risk.riskScore,
    { level: risk.level, label: labels.levels[risk.level] },
    { level: risk.residualLevel, label: labels.levels[risk.residualLevel] },
    controlsByLevel(risk)
      .flatMap((group) =>
        group.texts.map((text) => `${labels.controlLevels[group.level]}${labels.colon}${text}`),
      )
      .join('\n'),
    risk.citations.map((citation) => citationLine(labels, citation, language)).join('\n'),
    risk.evidence.map((evidence) => evidenceLine(labels, evidence)).join('\n'),
    risk.note?.trim() ?? '',
    origins[risk.origin ?? 'engine'],
  ]);
  addSheet(workbook, labels.office.registerSheet, header, rows);
}

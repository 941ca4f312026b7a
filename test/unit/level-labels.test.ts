import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeOffline, type OfflineInput } from '#core/analysis/offline-analyzer/analyze';
import { REPORT_LABELS, fill } from '#core/reports/pdf/labels';
import { renderReport } from '#core/reports/pdf/render';
import { LANGUAGE_CODES, type Language } from '#shared/languages';
import { RISK_LEVELS, riskLevel, type AnalysisResult, type RiskLevel } from '#shared/schemas/analysis';
import { loadTexts } from '../../web/i18n/load-languages';
import { frenchAnalysis } from '../fixtures/report-analyses';
import { pdfText } from '../support/pdf-text';

/*
 * Each risk level has one label per language, the same on screen (the web's levels
 * namespace), in the analysis result (severityLabel) and in the PDF report.
 */

type Labels = Record<RiskLevel, string>;

interface Observed {
  /** The web app's label for each level. */
  screen: Labels;
  /** Labels the analysis wrote, with the level of their risk. */
  analysis: { level: RiskLevel; label: string }[];
  /** The PDF report's text. */
  pdf: string;
  /** The PDF's severity line template (`{{label}} — … = {{score}}`). */
  severityLine: string;
  /** Risks shown in the PDF, one per level. */
  pdfRisks: { level: RiskLevel; likelihood: number; severity: number }[];
}

/** Every place where a level's label differs from the on-screen one; empty when all agree. */
function disagreements(language: Language, observed: Observed): string[] {
  const found: string[] = [];
  for (const { level, label } of observed.analysis) {
    if (label !== observed.screen[level])
      found.push(`${language} ${level}: analysis "${label}", screen "${observed.screen[level]}"`);
  }
  const text = observed.pdf.replace(/\s+/g, ' ');
  for (const { level, likelihood, severity } of observed.pdfRisks) {
    const line = fill(observed.severityLine, {
      label: observed.screen[level],
      l: likelihood,
      s: severity,
      score: likelihood * severity,
    });
    if (!text.includes(line)) found.push(`${language} ${level}: PDF lacks "${line}"`);
  }
  return found;
}

/** One selected risk per level, so the PDF shows all four labels. */
const PDF_RISKS: Observed['pdfRisks'] = [
  { level: 'critical', likelihood: 4, severity: 5 },
  { level: 'high', likelihood: 3, severity: 4 },
  { level: 'medium', likelihood: 2, severity: 4 },
  { level: 'low', likelihood: 2, severity: 2 },
];

function analysisIn(language: Language): AnalysisResult {
  const base = frenchAnalysis();
  const risks = base.risks.slice(0, 4).map((risk, index) => {
    const { likelihood, severity } = PDF_RISKS[index]!;
    return {
      ...risk,
      likelihood,
      severity,
      riskScore: likelihood * severity,
      level: riskLevel(likelihood * severity),
    };
  });
  return { ...base, language, risks };
}

const inspection: OfflineInput = {
  language: 'fr',
  jurisdiction: 'QC',
  area: 'Entrepôt',
  riskIdPrefix: 'SST',
  documents: [
    {
      fileName: 'note-inspection.pdf',
      kind: 'document',
      method: 'pdf-text',
      warnings: [],
      pages: [
        {
          page: 1,
          source: 'text',
          text: 'Le convoyeur fonctionne sans protecteur : les points de pincement sont accessibles. Les chariots élévateurs traversent l’allée piétonne sans séparation. Travail en hauteur sur la mezzanine sans garde-corps. Solvants inflammables stockés près du poste de soudage.',
        },
      ],
    },
  ],
};

async function observe(language: Language): Promise<Observed> {
  const screen = (await loadTexts(language, 'levels')).risk;
  const result = analyzeOffline({ ...inspection, language });
  const selectedRiskIds = analysisIn(language).risks.map((risk) => risk.riskId);
  const pdf = await pdfText(
    await renderReport({
      analysis: analysisIn(language),
      selectedRiskIds,
      meta: {
        area: 'Atelier',
        jurisdictionName: 'Québec',
        date: '2026-03-05',
        sectorLabels: [],
        preparedFor: '',
      },
      photos: [],
    }),
  );
  return {
    screen,
    analysis: result.risks.map((risk) => ({ level: risk.level, label: risk.severityLabel })),
    pdf,
    severityLine: REPORT_LABELS[language].severityLine,
    pdfRisks: PDF_RISKS,
  };
}

describe('risk level labels: one word per level and language', () => {
  const observed = new Map<Language, Observed>();

  beforeAll(async () => {
    for (const language of LANGUAGE_CODES) observed.set(language, await observe(language));
  }, 120_000);

  it('the analysis covers several levels and the PDF all four (so the comparison means something)', () => {
    for (const language of LANGUAGE_CODES) {
      const seen = observed.get(language)!;
      expect(seen.analysis.length, language).toBeGreaterThan(0);
      expect(new Set(seen.pdfRisks.map((risk) => risk.level))).toEqual(new Set(RISK_LEVELS));
      expect(new Set(seen.analysis.map((risk) => risk.level)).size, language).toBeGreaterThan(1);
    }
  });

  for (const language of LANGUAGE_CODES) {
    it(`${language}: the same label on screen, in the analysis and in the PDF`, () => {
      expect(disagreements(language, observed.get(language)!)).toEqual([]);
    });
  }

  it('reports a label broken on purpose, on screen or in the PDF', () => {
    const french = observed.get('fr')!;
    const brokenScreen = { ...french, screen: { ...french.screen, medium: 'Moyen' } };
    expect(disagreements('fr', brokenScreen).length).toBeGreaterThan(0);
    const brokenPdf = { ...french, pdf: french.pdf.replaceAll(french.screen.critical, 'Grave') };
    expect(disagreements('fr', brokenPdf)).toEqual([expect.stringContaining('fr critical: PDF lacks')]);
    const chinese = observed.get('zh')!;
    const brokenAnalysis = {
      ...chinese,
      analysis: [...chinese.analysis, { level: 'critical' as const, label: '严重' }],
    };
    expect(disagreements('zh', brokenAnalysis)).toEqual([
      expect.stringContaining('zh critical: analysis "严重"'),
    ]);
  });
});

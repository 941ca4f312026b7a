import reportsTexts from '#shared/i18n/reports';
import { fixedT, serverTexts } from '#shared/i18n/server';
import type { ReportsTexts } from '#shared/i18n/reports/fr';
import type { Language } from '#shared/languages';
import type { RiskFamily } from '#shared/knowledge/types';
import { REPORT_LABELS, type ReportLabels } from '../pdf/labels';

const REPORTS = serverTexts('reports', reportsTexts);

/** The Word and Excel exports' texts: the PDF's labels, with the exports' own under `office`. */
export type OfficeLabels = ReportLabels & {
  office: ReportsTexts['office'];
  /** Risk family names (the `levels` namespace, shared with the results screen). */
  families: Record<RiskFamily, string>;
};

function officeLabelsOf(language: Language): OfficeLabels {
  const office = fixedT(language, REPORTS)('office', {
    returnObjects: true,
  }) as unknown as ReportsTexts['office'];
  const families = fixedT(language, 'levels')('family', { returnObjects: true }) as unknown as Record<
    RiskFamily,
    string
  >;
  return { ...REPORT_LABELS[language], office, families };
}

const OFFICE_LABELS: Record<Language, OfficeLabels> = {
  fr: officeLabelsOf('fr'),
  en: officeLabelsOf('en'),
  es: officeLabelsOf('es'),
  de: officeLabelsOf('de'),
  pt: officeLabelsOf('pt'),
  zh: officeLabelsOf('zh'),
  ja: officeLabelsOf('ja'),
};

/** The exports' language and texts; a language the reports do not have falls back to French, as in the PDF. */
export function officeLabels(language: string): { language: Language; labels: OfficeLabels } {
  const known: Language = language in OFFICE_LABELS ? (language as Language) : 'fr';
  return { language: known, labels: OFFICE_LABELS[known] };
}

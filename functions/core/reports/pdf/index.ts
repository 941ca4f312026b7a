export { renderReport, matrixCounts, selectedRisks, pageSizeFor, wrapText } from './render';
export type { ReportInput, ReportOptions, ReportPhoto } from './render';
export { FONT_FILES, defaultFontResolver, extractTtcFace, withoutLayoutTables } from './fonts';
export type { FontFiles, FontResolver } from './fonts';
export { REPORT_LABELS } from './labels';
export type { ReportLabels } from './labels';

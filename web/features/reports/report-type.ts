/** The kind of report an e-mail sends, after the screen it was made from. */
export type ReportType = 'conseiller' | 'international' | 'enterprise';
